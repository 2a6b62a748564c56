import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one operation may cost before it runs: every field costs 1, and a field's selection is counted once per row
 * it can return. A field with a `limit` argument returns that many (the variable's value, its default, or the
 * argument's default); the list directly inside such a page (`data`, `items`) is not counted again. Any other list
 * counts as LIST_SIZE rows. The front ends' costliest document (the PC part picker at its largest page) costs about
 * 8,400 (test/frontend-documents.test.ts checks them all); 20,000 leaves room and stops a short query asking for
 * megabytes.
 */
export const MAX_QUERY_COST = 20_000;
const LIST_SIZE = 10;
/**
 * The largest `limit` a list may be asked for (the argument guard refuses more with a field error, so a larger value
 * is counted as this and left to that error); a `limit` we cannot read (a variable without a value) counts as this.
 */
const LARGEST_LIMIT = 200;

interface CostWalk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function limitOf(walk: CostWalk, field: FieldNode, parent: GraphQLCompositeType): number | null {
  if (!isObjectType(parent) && !('getFields' in parent)) return null;
  const definition = 'getFields' in parent ? parent.getFields()[field.name.value] : undefined;
  const argument = definition?.args.find((entry) => entry.name === 'limit');
  if (!argument) return null;
  const node = field.arguments?.find((entry) => entry.name.value === 'limit');
  const value = node ? valueFromAST(node.value, argument.type, walk.variables) : argument.defaultValue;
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.min(LARGEST_LIMIT, Math.max(0, value))
    : LARGEST_LIMIT;
}

function selectionCost(
  walk: CostWalk,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  insidePage: boolean,
  seen: Set<string>,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) cost += selectionCost(walk, selection.selectionSet, type, insidePage, seen);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments.get(selection.name.value);
      const type = fragment && walk.schema.getType(fragment.typeCondition.name.value);
      if (fragment && type && isCompositeType(type) && !seen.has(fragment.name.value)) {
        cost += selectionCost(walk, fragment.selectionSet, type, insidePage, new Set([...seen, fragment.name.value]));
      }
      continue;
    }
    cost += 1;
    const definition = 'getFields' in parent ? parent.getFields()[selection.name.value] : undefined;
    if (!definition || !selection.selectionSet) continue;
    const child = getNamedType(definition.type);
    if (!isCompositeType(child)) continue;
    const limit = limitOf(walk, selection, parent);
    const isList = isListType(getNullableType(definition.type));
    const rows = limit ?? (isList && !insidePage ? LIST_SIZE : 1);
    cost += rows * selectionCost(walk, selection.selectionSet, child, limit !== null && !isList, seen);
  }
  return cost;
}

/** The cost of one operation with its variables (see MAX_QUERY_COST). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const root = schema.getRootType(operation.operation);
  return root ? selectionCost({ schema, fragments, variables }, operation.selectionSet, root, false, new Set()) : 0;
}

export function queryTooExpensive(cost: number): GraphQLError {
  return new GraphQLError(
    `Query is too expensive: cost ${cost}, at most ${MAX_QUERY_COST} allowed (ask for fewer rows or fields)`,
    {
      extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost: MAX_QUERY_COST },
    },
  );
}
