import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether a query asks for `name` in the answer of the field being resolved (directly, or in a fragment): a resolver
 * can then fetch it with the rest in one go instead of when its own resolver runs.
 */
export function selects(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string): boolean {
  const within = (selectionSet: SelectionSetNode | undefined, depth: number): boolean =>
    depth < 8 &&
    (selectionSet?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet, depth + 1);
      return within(info.fragments[selection.name.value]?.selectionSet, depth + 1);
    }) ??
      false);
  return info.fieldNodes.some((node) => within(node.selectionSet, 0));
}
