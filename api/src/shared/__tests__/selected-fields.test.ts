import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selects } from '../selected-fields';

/** The resolve info of the query's first root field, as a resolver of that field gets it. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

describe('selects (a resolver fetching what the query asks of its answer in one go)', () => {
  it('finds a field asked directly, in an inline fragment or in a named one', () => {
    expect(selects(infoOf('{ phoneFinder { totalCount optionCounts { key } } }'), 'optionCounts')).toBe(true);
    expect(selects(infoOf('{ phoneFinder { ... on PhoneFinderPage { optionCounts { key } } } }'), 'optionCounts')).toBe(
      true,
    );
    expect(
      selects(
        infoOf('{ phoneFinder { ...Counts } } fragment Counts on PhoneFinderPage { optionCounts { key } }'),
        'optionCounts',
      ),
    ).toBe(true);
  });

  it('does not find a field the query does not ask for, nor one asked deeper down', () => {
    expect(selects(infoOf('{ phoneFinder { totalCount items { name } } }'), 'optionCounts')).toBe(false);
    expect(selects(infoOf('{ phoneFinder { items { optionCounts: name } } }'), 'optionCounts')).toBe(false);
  });
});
