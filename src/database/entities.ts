import { EventEntity } from '../event-store/event.entity.js';
import { GameEntity } from '../event-store/game.entity.js';
import { IdempotencyKeyEntity } from '../event-store/idempotency-key.entity.js';
import { SeatTokenEntity } from '../event-store/seat-token.entity.js';

export const ENTITIES = [GameEntity, EventEntity, SeatTokenEntity, IdempotencyKeyEntity];
