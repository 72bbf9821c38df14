import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The first answer to a request with an idempotency key, written with its events. */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyKeyEntity {
  @PrimaryColumn('uuid', { name: 'game_id' })
  gameId: string;

  @PrimaryColumn('int')
  seat: number;

  @PrimaryColumn('text')
  key: string;

  @Column('text', { name: 'request_hash' })
  requestHash: string;

  @Column('jsonb')
  response: object;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
