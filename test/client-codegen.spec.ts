import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type FieldNode,
  getNamedType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import { GAME_VIEWS } from '../clients/typescript/src/operations.graphql.js';
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

/** Fields of `type` (and below) that `selection` leaves out; deprecated fields are not asked for. */
function unselected(schema: GraphQLSchema, type: GraphQLNamedType, selection: SelectionSetNode | undefined, path: string): string[] {
  if (!isObjectType(type)) return [];
  const chosen = new Map<string, FieldNode>();
  for (const s of selection?.selections ?? []) if (s.kind === Kind.FIELD) chosen.set(s.name.value, s);
  return Object.values(type.getFields()).flatMap((field) => {
    if (field.deprecationReason) return [];
    const node = chosen.get(field.name);
    if (!node) return [`${path}.${field.name}`];
    return unselected(schema, getNamedType(field.type), node.selectionSet, `${path}.${field.name}`);
  });
}

describe("the client's typed views", () => {
  it('select every field of every game view, so a view the engine grows is not silently cut (issue 11)', () => {
    const schema = buildSchema(readFileSync('src/schema.gql', 'utf8'));
    const doc = parse(GAME_VIEWS);
    const game = (doc.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
    const gameType = schema.getQueryType()!.getFields().game.type;
    const views = Object.values((getNamedType(gameType) as GraphQLObjectType).getFields()).filter((f) => /View$/.test(f.name) && !f.deprecationReason);
    expect(views.map((v) => v.name).sort()).toEqual(['armadaAttackView', 'armadaView', 'rebellionView', 'rebelsAttackView']);
    const missing = views.flatMap((view) => {
      const node = game.selectionSet!.selections.find((s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === view.name);
      return node ? unselected(schema, getNamedType(view.type), node.selectionSet, view.name) : [view.name];
    });
    expect(missing).toEqual([]);
  });
});
