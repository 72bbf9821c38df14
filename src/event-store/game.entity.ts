import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A seat played by the service's bot of this kind. */
export interface BotSeat {
  readonly seat: number;
  readonly bot: string;
}

/** One game: the head of its event stream and what the service needs without folding it. */
@Entity({ name: 'games' })
export class GameEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  game: string;

  @Column('int')
  players: number;

  @Column('jsonb')
  options: object;

  @Column('text')
  status: 'active' | 'ended';

  /** The seq of the stream's last event. */
  @Column('int')
  version: number;

  @Column('boolean')
  sandbox: boolean;

  /** The generator's secret seed: never leaves the server. */
  @Column('text')
  seed: string;

  /** Scripted dice of a sandbox game and how many of them were rolled. */
  @Column('jsonb', { name: 'dice_script', nullable: true })
  diceScript: object | null;

  @Column('int', { name: 'dice_used' })
  diceUsed: number;

  /** Scripted shuffle results of a sandbox game (orders, in turn) and how many were used. */
  @Column('jsonb', { name: 'shuffle_script', nullable: true })
  shuffleScript: object | null;

  @Column('int', { name: 'shuffles_used' })
  shufflesUsed: number;

  /** A client's label to list games by (e.g. a Discord channel id); not secret. */
  @Column('text', { nullable: true })
  tag: string | null;

  /** Once ended, everybody may read every event and every seat's view. */
  @Column('boolean', { name: 'open_history_when_ended' })
  openHistoryWhenEnded: boolean;

  /** The seats a bot plays, and which bot (docs/game-life.md, "Bot seats"); null: none. */
  @Column('jsonb', { nullable: true })
  bots: BotSeat[] | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
