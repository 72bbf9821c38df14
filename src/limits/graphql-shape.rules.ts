import {
  Kind,
  type ASTNode,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { text } from '../engine/core/text.js';
import { graphqlLimitError } from './graphql-limit.error.js';

/** `__Type` fields that list other types' members; nesting them is how introspection recurses. */
const INTROSPECTION_FANOUT = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes']);
/** The standard introspection query nests them once; one more level is left for explorers. */
export const MAX_INTROSPECTION_FANOUT = 2;

interface Shape {
  depth: number;
  fanout: number;
}

/**
 * The deepest field path of a selection set, fragments expanded. `ofType` inside introspection
 * does not count: it only unwraps one type's list and non-null wrappers, so it cannot fan out,
 * and the introspection query that graphql-js 16, explorers and code generators send walks nine
 * of them (depth 15 if counted, 6 without). Recursion through introspection is bounded apart:
 * `fields`, `inputFields`, `interfaces`, `possibleTypes` at most twice on one path.
 */
function shapeOf(
  set: SelectionSetNode | undefined,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  inIntrospection: boolean,
  visiting: Set<string>,
  memo: Map<string, Shape>,
): Shape {
  if (!set) return { depth: 0, fanout: 0 };
  let depth = 0;
  let fanout = 0;
  for (const sel of set.selections) {
    let inner: Shape;
    if (sel.kind === Kind.FIELD) {
      const name = sel.name.value;
      const introspection = inIntrospection || name === '__schema' || name === '__type';
      inner = shapeOf(sel.selectionSet, fragment, introspection, visiting, memo);
      const counts = !(introspection && name === 'ofType');
      inner = { depth: inner.depth + (counts ? 1 : 0), fanout: inner.fanout + (introspection && INTROSPECTION_FANOUT.has(name) ? 1 : 0) };
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      inner = shapeOf(sel.selectionSet, fragment, inIntrospection, visiting, memo);
    } else {
      const name = sel.name.value;
      const def = fragment(name);
      // A cycle is NoFragmentCyclesRule's to report; here it only must not recurse forever.
      if (!def || visiting.has(name)) continue;
      // Memoised, so fragments that spread each other twice cost linear time, not exponential.
      const key = `${name}:${inIntrospection}`;
      const known = memo.get(key);
      if (known) {
        inner = known;
      } else {
        visiting.add(name);
        inner = shapeOf(def.selectionSet, fragment, inIntrospection, visiting, memo);
        visiting.delete(name);
        memo.set(key, inner);
      }
    }
    depth = Math.max(depth, inner.depth);
    fanout = Math.max(fanout, inner.fanout);
  }
  return { depth, fanout };
}

/** Refuses operations nested deeper than `maxDepth` fields (QUERY_TOO_DEEP). */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const { depth, fanout } = shapeOf(node.selectionSet, (n) => context.getFragment(n), false, new Set(), new Map());
      if (depth > maxDepth) {
        context.reportError(
          graphqlLimitError(
            'QUERY_TOO_DEEP',
            text(
              `Die Anfrage ist ${depth} Felder tief verschachtelt; erlaubt sind ${maxDepth} (siehe docs/security.md).`,
              `The query nests fields ${depth} deep; at most ${maxDepth} are allowed (see docs/security.md).`,
            ),
            maxDepth,
            depth,
            [node],
          ),
        );
      } else if (fanout > MAX_INTROSPECTION_FANOUT) {
        context.reportError(
          graphqlLimitError(
            'QUERY_TOO_DEEP',
            text(
              `Die Introspektion verschachtelt fields/inputFields/interfaces/possibleTypes ${fanout}-fach; erlaubt ist ${MAX_INTROSPECTION_FANOUT}-fach.`,
              `The introspection nests fields/inputFields/interfaces/possibleTypes ${fanout} times; at most ${MAX_INTROSPECTION_FANOUT} are allowed.`,
            ),
            MAX_INTROSPECTION_FANOUT,
            fanout,
            [node],
          ),
        );
      }
      return false;
    },
  });
}

/** Refuses documents with more than `maxAliases` aliased fields (TOO_MANY_ALIASES): aliases are how one request repeats a costly field. */
export function aliasLimitRule(maxAliases: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases++;
      },
      Document: {
        leave(node) {
          if (aliases <= maxAliases) return;
          context.reportError(
            graphqlLimitError(
              'TOO_MANY_ALIASES',
              text(
                `Die Anfrage hat ${aliases} Aliasse; erlaubt sind ${maxAliases} (siehe docs/security.md).`,
                `The query has ${aliases} aliases; at most ${maxAliases} are allowed (see docs/security.md).`,
              ),
              maxAliases,
              aliases,
              [node],
            ),
          );
        },
      },
    };
  };
}

function rootFieldCount(
  set: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  visiting: Set<string>,
  memo: Map<string, number>,
): number {
  let count = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      if (sel.name.value !== '__typename') count++;
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      count += rootFieldCount(sel.selectionSet, fragment, visiting, memo);
    } else {
      const name = sel.name.value;
      const def = fragment(name);
      if (!def || visiting.has(name)) continue;
      if (!memo.has(name)) {
        visiting.add(name);
        memo.set(name, rootFieldCount(def.selectionSet, fragment, visiting, memo));
        visiting.delete(name);
      }
      count += memo.get(name)!;
    }
  }
  return count;
}

/** Refuses a mutation operation with more than `maxMutations` root fields (TOO_MANY_MUTATIONS); nothing of it runs. */
export function mutationLimitRule(maxMutations: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return false;
      const count = rootFieldCount(node.selectionSet, (n) => context.getFragment(n), new Set(), new Map());
      if (count > maxMutations) {
        context.reportError(
          graphqlLimitError(
            'TOO_MANY_MUTATIONS',
            text(
              `Die Anfrage enthält ${count} Mutationen; erlaubt sind ${maxMutations} je Anfrage (siehe docs/security.md).`,
              `The request holds ${count} mutations; at most ${maxMutations} are allowed per request (see docs/security.md).`,
            ),
            maxMutations,
            count,
            [node],
          ),
        );
      }
      return false;
    },
  });
}

/**
 * Refuses input values written into the document (`options: {a: {a: …}}`) nested deeper than
 * the JSON body limit (JSON_TOO_DEEP): variables are held to it by the body parser, literals
 * here, so no deep structure reaches the JSON scalar, class-transformer or the engines.
 */
export function valueDepthRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let depth = 0;
    let reported = false;
    const enter = (node: ASTNode) => {
      depth++;
      if (depth <= maxDepth || reported) return;
      reported = true;
      context.reportError(
        graphqlLimitError(
          'JSON_TOO_DEEP',
          text(
            `Ein Eingabewert der Anfrage ist tiefer als ${maxDepth} Ebenen verschachtelt (siehe docs/security.md).`,
            `An input value in the query is nested more than ${maxDepth} levels deep (see docs/security.md).`,
          ),
          maxDepth,
          depth,
          [node],
        ),
      );
    };
    const leave = () => {
      depth--;
    };
    return { ObjectValue: { enter, leave }, ListValue: { enter, leave } };
  };
}
