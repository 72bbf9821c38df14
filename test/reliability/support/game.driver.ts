import request from 'supertest';
import { SeededRng } from '../../../src/engine/core/rng.random.js';

export interface CreatedGame {
  readonly id: string;
  readonly version: number;
  readonly seats: { seat: number; token: string }[];
}

export async function createGame(url: string, players = 2): Promise<CreatedGame> {
  const res = await request(url).post('/v1/games').send({ game: 'rebels-attack', players }).expect(201);
  return res.body as CreatedGame;
}

/**
 * One random legal step by the seat whose turn it is, at the version it saw. Returns the new
 * version, or null if the game has ended.
 */
export async function randomStep(url: string, game: CreatedGame, rng: SeededRng): Promise<number | null> {
  const state = await request(url).get(`/v1/games/${game.id}`).expect(200);
  if (state.body.outcome !== null || state.body.pending.length === 0) return null;
  const seat = state.body.pending[0].seat as number;
  const auth = { Authorization: `Bearer ${game.seats[seat].token}` };
  const legal = await request(url).get(`/v1/games/${game.id}/legal-actions`).set(auth).expect(200);
  const actions = legal.body.actions as { id: string }[];
  const pick = actions[rng.int(actions.length)];
  const res = await request(url)
    .post(`/v1/games/${game.id}/actions`)
    .set(auth)
    .send({ actionId: pick.id, expectedVersion: legal.body.version })
    .expect(200);
  return res.body.version as number;
}
