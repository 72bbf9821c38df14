import { registerEnumType } from '@nestjs/graphql';

/** Whether a game still takes actions: one type in GraphQL, so typed clients get a union, not a string. */
export enum GameStatus {
  active = 'active',
  ended = 'ended',
}

registerEnumType(GameStatus, { name: 'GameStatus', description: 'active: the game takes actions; ended: it has an outcome.' });
