import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function literal(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value, variables)]));
    case Kind.LIST:
      return node.values.map((v) => literal(v, variables));
    case Kind.NULL:
      return null;
    case Kind.VARIABLE:
      return variables?.[node.name.value];
    case Kind.ENUM:
      return node.value;
  }
}

/** Engine views, actions and event payloads differ per game: they travel as JSON. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: a game view, an action in machine form, an event payload.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});
