import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { bareList, fillingGrid, graphql, outlinedPanel, useHydrated } from '@gadgets/shared-ui';
import { groupedNumber, SkeletonLines } from '@gadgets/shared-ui/widgets';
import { builderPath } from '../builder-links';
import { categoryLabelsOf } from '../part-category-labels';
import { partCategoryNameOf } from '../part-page-fields';

/** How many parts of a category the rules let into a build with this part, and how many there are. */
export const CompatibleParts_CountQuery = graphql(`
  query CompatibleParts_Count($category: PcPartCategory!, $partIds: [ID!]!) {
    compatible: pcPartPicker(category: $category, compatibleWith: $partIds, limit: 1) {
      totalCount
    }
    every: pcPartPicker(category: $category, compatibleOnly: false, limit: 1) {
      totalCount
    }
  }
`);

interface CompatiblePartsProps {
  part: { id: string; category: string };
  /** The build once this part joins it: where each count's link opens the picker. */
  buildWithPart: readonly string[];
}

/**
 * 'What it is compatible with': for each category the rules check this part against, how many of its parts fit, each a
 * link to the builder with this part chosen and that category's picker open on the compatible parts.
 */
export function CompatibleParts({ part, buildWithPart }: CompatiblePartsProps) {
  const labels = categoryLabelsOf(part.category);
  if (labels.pairsWith.length === 0) {
    return <Note>The builder does not check {labels.many} against other parts.</Note>;
  }
  return (
    <List aria-label="Compatible parts">
      {labels.pairsWith.map((category) => (
        <CompatibleCount key={category} partId={part.id} category={category} buildWithPart={buildWithPart} />
      ))}
    </List>
  );
}

function CompatibleCount({
  partId,
  category,
  buildWithPart,
}: {
  partId: string;
  category: string;
  buildWithPart: readonly string[];
}) {
  // Counted in the browser: each count runs the rules over a whole category, which the server's render of the page
  // (its specs, its price) should not wait for.
  const hydrated = useHydrated();
  const [result, refetch] = useQuery({
    query: CompatibleParts_CountQuery,
    variables: { category: partCategoryNameOf(category), partIds: [partId] },
    pause: !hydrated,
  });
  const { many } = categoryLabelsOf(category);
  const counts = result.data;
  if (!counts) {
    return (
      <li>
        {result.error && !result.fetching ? (
          <>
            Compatible {many} could not be counted.{' '}
            <button type="button" onClick={() => refetch({ requestPolicy: 'network-only' })}>
              Try Again
            </button>
          </>
        ) : (
          <SkeletonLines lines={1} label={`Counting compatible ${many}`} />
        )}
      </li>
    );
  }
  const compatible = counts.compatible.totalCount;
  const every = counts.every.totalCount;
  return (
    <li>
      <Link to={builderPath(buildWithPart, category)}>
        <strong>{groupedNumber(compatible)}</strong>
        {` of ${groupedNumber(every)} ${many}`}
      </Link>
      <span>{compatible === every ? ' (all of them)' : compatible === 0 ? ' (none fits)' : ''}</span>
    </li>
  );
}

const List = styled.ul`
  ${bareList}
  ${fillingGrid('min(220px, 100%)', '8px 16px')}
  li {
    padding: 10px 12px;
    ${outlinedPanel('surface')}
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
