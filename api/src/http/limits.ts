import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_QUERY_TOKENS = 4000;
export const MAX_BODY_BYTES = 100_000;
/** Root fields (aliases included) one operation may select: stops batching many expensive queries into one request. */
export const MAX_ROOT_FIELDS = 20;

/** Rejects operations selecting more than `maxFields` root fields, aliases and fragment spreads included. */
export function rootFieldLimitRule(maxFields: number) {
  return function RootFieldLimit(context: ValidationContext): ASTVisitor {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const countFields = (selectionSet: SelectionSetNode, seen: Set<string>): number => {
      let count = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) count += 1;
        else if (selection.kind === Kind.INLINE_FRAGMENT) count += countFields(selection.selectionSet, seen);
        else {
          const fragment = fragments.get(selection.name.value);
          if (!fragment || seen.has(selection.name.value)) continue;
          count += countFields(fragment.selectionSet, new Set([...seen, selection.name.value]));
        }
        if (count > maxFields) return count;
      }
      return count;
    };
    return {
      OperationDefinition(node) {
        const count = countFields(node.selectionSet, new Set());
        if (count > maxFields) {
          context.reportError(
            new GraphQLError(
              `Too many fields in one operation: at most ${maxFields} root fields (aliases included) allowed`,
              {
                nodes: [node],
                extensions: { code: 'QUERY_TOO_COMPLEX' },
              },
            ),
          );
        }
      },
    };
  };
}
