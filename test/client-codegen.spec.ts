import { readFileSync } from 'node:fs';
import { CLIENT_TYPES, generateClientTypes } from '../scripts/client-codegen.js';

describe('the TypeScript client', () => {
  it('carries the types graphql-codegen generates from the committed schema and its operations (else: npm run client:codegen)', async () => {
    expect(readFileSync(CLIENT_TYPES, 'utf8')).toBe(await generateClientTypes());
  });

  it('sees fixed-value fields as enums, e.g. a game status as active | ended', () => {
    expect(readFileSync(CLIENT_TYPES, 'utf8')).toMatch(/status: GameStatus/);
    expect(readFileSync(CLIENT_TYPES, 'utf8')).toMatch(/export type GameStatus =\s*\|?\s*'active'\s*\|\s*'ended'/);
  });
});
