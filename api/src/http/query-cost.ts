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
 * 8,400 (src/http/__tests__/frontend-documents.test.ts checks them all); 20,000 leaves room and stops a short query asking for
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
  /**
   * A fragment's cost, once per way it can be counted (inside a page or not): a fragment spread twice at each of 30
   * levels is walked 30 times, not 2^30 (an 886-byte document used to hold the API for seconds). A fragment still
   * being walked counts 0 (a cycle; validation refuses those before this runs).
   */
  fragmentCosts: Map<string, number>;
}

/** Costs stop growing here: a document of 4,000 tokens can describe more rows than a double holds. */
const COST_CEILING = Number.MAX_SAFE_INTEGER;
const capped = (cost: number) => Math.min(COST_CEILING, cost);

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

function fragmentCost(walk: CostWalk, name: string, insidePage: boolean): number {
  const key = `${insidePage ? 'page' : 'plain'}:${name}`;
  const known = walk.fragmentCosts.get(key);
  if (known !== undefined) return known;
  const fragment = walk.fragments.get(name);
  const type = fragment && walk.schema.getType(fragment.typeCondition.name.value);
  if (!fragment || !type || !isCompositeType(type)) return 0;
  walk.fragmentCosts.set(key, 0);
  const cost = selectionCost(walk, fragment.selectionSet, type, insidePage);
  walk.fragmentCosts.set(key, cost);
  return cost;
}

function selectionCost(
  walk: CostWalk,
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  insidePage: boolean,
): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) cost += selectionCost(walk, selection.selectionSet, type, insidePage);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      cost += fragmentCost(walk, selection.name.value, insidePage);
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
    cost += rows * selectionCost(walk, selection.selectionSet, child, limit !== null && !isList);
  }
  return capped(cost);
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
  return root
    ? selectionCost({ schema, fragments, variables, fragmentCosts: new Map() }, operation.selectionSet, root, false)
    : 0;
}

export function queryTooExpensive(cost: number): GraphQLError {
  return new GraphQLError(
    `Query is too expensive: cost ${cost}, at most ${MAX_QUERY_COST} allowed (ask for fewer rows or fields)`,
    {
      extensions: { code: 'QUERY_TOO_COMPLEX', cost, maxCost: MAX_QUERY_COST },
    },
  );
}
