import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A seat's secret token, stored as its SHA-256 only. */
@Entity({ name: 'seat_tokens' })
export class SeatTokenEntity {
  @PrimaryColumn('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('uuid', { name: 'game_id' })
  gameId: string;

  @Column('int')
  seat: number;
}
