import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One event of one game; `(game_id, seq)` makes concurrent appends collide. */
@Entity({ name: 'events' })
export class EventEntity {
  @PrimaryColumn('uuid', { name: 'game_id' })
  gameId: string;

  @PrimaryColumn('int')
  seq: number;

  @Column('text')
  type: string;

  @Column('jsonb')
  payload: object;

  @Column('jsonb')
  visibility: object;

  @Column('jsonb', { nullable: true })
  redacted: object | null;

  @Column('int', { name: 'schema_version' })
  schemaVersion: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
