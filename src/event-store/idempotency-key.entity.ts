import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The first answer to a request with an idempotency key: a success, written with its events, or
 * a rule refusal (422). `body` is the answer's exact JSON text, replayed byte for byte; rows
 * written before it existed have only `response`.
 */
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

  @Column('int')
  status: number;

  @Column('text', { nullable: true })
  body: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
