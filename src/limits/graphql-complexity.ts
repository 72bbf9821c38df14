import {
  getNamedType,
  getNullableType,
  getOperationAST,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/** Arguments that bound how many items a list field returns. */
const LIMIT_ARGS = ['limit', 'first'];

/**
 * The cost of an operation: how many objects it may resolve. Every field that returns an object
 * costs 1 for each object; a list field returns as many as its `limit` (or `first`) argument says,
 * or, for a list without one, `listSize`. A page field with a `limit` (`catalog(limit: 50) { items }`)
 * passes it to the lists directly inside it. Scalars cost nothing. Introspection (`__schema`,
 * `__type`) is bounded by the depth rule instead and costs nothing here. Fragments are memoised,
 * so measuring is linear in the document.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
  listSize: number,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const memo = new Map<string, number>();
  const visiting = new Set<string>();

  const limitOf = (field: GraphQLField<unknown, unknown>, args: readonly { name: { value: string }; value: Parameters<typeof valueFromAST>[0] }[]) => {
    for (const name of LIMIT_ARGS) {
      const def = field.args.find((a) => a.name === name);
      if (!def) continue;
      const node = args.find((a) => a.name.value === name);
      const value = node ? valueFromAST(node.value, def.type, variables) : def.defaultValue;
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    }
    return undefined;
  };

  const costOf = (type: GraphQLCompositeType, set: SelectionSetNode | undefined, pageLimit: number | undefined): number => {
    if (!set) return 0;
    let cost = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) cost += costOf(on, sel.selectionSet, pageLimit);
        continue;
      }
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const name = sel.name.value;
        const def = fragments.get(name);
        if (!def || visiting.has(name)) continue;
        const key = `${name}:${pageLimit ?? ''}`;
        if (!memo.has(key)) {
          const on = schema.getType(def.typeCondition.name.value);
          visiting.add(name);
          memo.set(key, on && isCompositeType(on) ? costOf(on, def.selectionSet, pageLimit) : 0);
          visiting.delete(name);
        }
        cost += memo.get(key)!;
        continue;
      }
      const name = sel.name.value;
      if (name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      const field = type.getFields()[name];
      if (!field) continue;
      const named = getNamedType(field.type);
      if (!isCompositeType(named)) continue;
      const list = isListType(getNullableType(field.type));
      const limit = limitOf(field, sel.arguments ?? []);
      const size = list ? (limit ?? pageLimit ?? listSize) : 1;
      cost += size * (1 + costOf(named, sel.selectionSet, list ? undefined : limit));
    }
    return cost;
  };

  return costOf(root, operation.selectionSet, undefined);
}
