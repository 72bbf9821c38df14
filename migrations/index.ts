import { EventStore1764110000000 } from './1764110000000-event-store.js';
import { RulesGlossary1764200000000 } from './1764200000000-rules-glossary.js';
import { RulesGinDirect1764220000000 } from './1764220000000-rules-gin-direct.js';
import { RulesPassages1764230000000 } from './1764230000000-rules-passages.js';
import { RulesSearchIndexes1764210000000 } from './1764210000000-rules-search-indexes.js';
import { SandboxShuffles1764300000000 } from './1764300000000-sandbox-shuffles.js';
import { IdempotencyReplay1764300000000 } from './1764300000000-idempotency-replay.js';
import { GameLife1764410000000 } from './1764410000000-game-life.js';
import { Snapshots1764500000000 } from './1764500000000-snapshots.js';
import { BotSeats1764600000000 } from './1764600000000-bot-seats.js';
import { RulesNameParts1764650000000 } from './1764650000000-rules-name-parts.js';
import { RulesPhrasings1764700000000 } from './1764700000000-rules-phrasings.js';
import { RulesAsked1764800000000 } from './1764800000000-rules-asked.js';

/** Every migration, oldest first; the service runs the pending ones on start. */
export const MIGRATIONS = [EventStore1764110000000, RulesGlossary1764200000000, RulesSearchIndexes1764210000000, RulesGinDirect1764220000000, RulesPassages1764230000000, SandboxShuffles1764300000000, IdempotencyReplay1764300000000, GameLife1764410000000, Snapshots1764500000000, BotSeats1764600000000, RulesNameParts1764650000000, RulesPhrasings1764700000000, RulesAsked1764800000000];
