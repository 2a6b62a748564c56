import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { PART_CATEGORIES } from '@gadgets/pc-compatibility';
import { errorMessageOf, graphql, PageContainer, PageLead, PageTitle, usePageMeta } from '@gadgets/shared-ui';
import { byPercent, CompareTable, PageNotFound, Spinner, StatusPanel } from '@gadgets/shared-ui/widgets';
import {
  categoryPathOf,
  COMPARED_IDS_PARAMETER,
  idListFrom,
  MAX_COMPARED_PARTS,
  partComparePath,
  partPagePath,
} from '../../../part-addresses';
import { categoryLabelsOf } from '../part-category-labels';
import { lower } from '../part-compare-measures';
import { launchPriceText, PartPageFields, specsOf, type PagePart } from '../part-page-fields';
import { PartSearch } from '../part-search';
import { partCompareSections } from '../part-spec-sheet';

export const PartComparePage_PartsQuery = graphql(
  `
    query PartComparePage_Parts($ids: [ID!]!) {
      pcPartsByIds(ids: $ids) {
        ...PartPageFields
      }
    }
  `,
  [PartPageFields],
);

/**
 * /desktop/parts/<category>/compare?ids=<id>,<id>: two or three parts of one category side by side, the rows where they
 * differ marked. A link naming more parts, or parts of another category, is refused with a message.
 */
export function PartComparePage() {
  const { category = '' } = useParams();
  const ids = [...new Set(idListFrom(useLocation().search, COMPARED_IDS_PARAMETER))];
  const labels = categoryLabelsOf(category);
  usePageMeta({
    title: `Compare ${labels.many}`,
    description: `Up to ${MAX_COMPARED_PARTS} ${labels.many} side by side, with the specifications that differ marked.`,
  });
  if (!(PART_CATEGORIES as readonly string[]).includes(category)) return <PageNotFound />;
  return (
    <PageContainer>
      <PageTitle>Compare {labels.many}</PageTitle>
      {ids.length > MAX_COMPARED_PARTS ? (
        <StatusPanel
          tone="info"
          title={`Compare at most ${MAX_COMPARED_PARTS} ${labels.many}`}
          message={`This link names ${ids.length} parts; a comparison shows up to ${MAX_COMPARED_PARTS} side by side.`}
        >
          <p>
            <Link to={partComparePath(category, ids.slice(0, MAX_COMPARED_PARTS))}>
              Compare the first {MAX_COMPARED_PARTS}
            </Link>
          </p>
        </StatusPanel>
      ) : (
        <ComparedParts category={category} ids={ids} />
      )}
    </PageContainer>
  );
}

function ComparedParts({ category, ids }: { category: string; ids: readonly string[] }) {
  const labels = categoryLabelsOf(category);
  const [result, refetch] = useQuery({
    query: PartComparePage_PartsQuery,
    variables: { ids: [...ids] },
    pause: ids.length === 0,
  });
  if (ids.length > 0 && result.fetching && !result.data) return <Spinner label={`Loading the ${labels.many}`} />;
  if (result.error && !result.data) {
    return (
      <StatusPanel
        tone="error"
        title="Error Loading Comparison"
        message={errorMessageOf(result.error)}
        action={{ label: 'Try Again', onClick: () => refetch({ requestPolicy: 'network-only' }) }}
      />
    );
  }
  const parts = result.data?.pcPartsByIds ?? [];
  const elsewhere = parts.filter((part) => categoryPathOf(part.category) !== category);
  if (elsewhere.length > 0) return <MixedCategories category={category} parts={parts} />;
  const missing = ids.length - parts.length;
  const search =
    parts.length < MAX_COMPARED_PARTS ? (
      <PartSearch
        category={category}
        label={parts.length === 0 ? `Find ${labels.many} to compare` : `Add a ${labels.one} to compare`}
        excludeIds={parts.map((part) => part.id)}
        hrefOf={(otherId) => partComparePath(category, [...parts.map((part) => part.id), otherId])}
      />
    ) : null;
  return (
    <>
      {missing > 0 ? (
        <p role="status">
          {missing === 1 ? '1 part' : `${missing} parts`} in this link {missing === 1 ? 'is' : 'are'} not in our
          catalogue and {missing === 1 ? 'was' : 'were'} left out.
        </p>
      ) : null}
      {parts.length === 0 ? (
        <PageLead>Choose two or three {labels.many} to see them side by side, the differences marked.</PageLead>
      ) : (
        <>
          {parts.length === 1 ? <PageLead>Add another {labels.one} to compare it with.</PageLead> : null}
          <CompareTable
            columns={parts.map((part) => ({
              key: part.id,
              name: part.name,
              header: <ColumnHeader part={part} others={parts} category={category} />,
            }))}
            sections={[
              { title: 'Overview', rows: overviewRows(parts) },
              ...partCompareSections(category, parts.map(specsOf)),
            ]}
            markDifferences
          />
        </>
      )}
      {search}
    </>
  );
}

const overviewRows = (parts: readonly PagePart[]) => [
  { label: 'Maker', values: parts.map((part) => part.manufacturer) },
  {
    label: 'Launch price',
    values: parts.map((part) => launchPriceText(part.listPrice)),
    ...lower(byPercent('cheaper')),
  },
];

function ColumnHeader({ part, others, category }: { part: PagePart; others: readonly PagePart[]; category: string }) {
  const rest = others.filter((other) => other.id !== part.id).map((other) => other.id);
  return (
    <Header>
      <Link to={partPagePath(part)}>{part.name}</Link>
      <Link to={partComparePath(category, rest)} aria-label={`Remove ${part.name} from the comparison`}>
        Remove
      </Link>
    </Header>
  );
}

/** The refusal of a link that names parts of several categories, with each part's own comparison. */
function MixedCategories({ category, parts }: { category: string; parts: readonly PagePart[] }) {
  const labels = categoryLabelsOf(category);
  const same = parts.filter((part) => categoryPathOf(part.category) === category).map((part) => part.id);
  return (
    <StatusPanel
      tone="info"
      title="Only parts of one kind can be compared"
      message={`This comparison of ${labels.many} names ${parts
        .filter((part) => categoryPathOf(part.category) !== category)
        .map((part) => `${part.name}, a ${categoryLabelsOf(part.category).one}`)
        .join(', and ')}.`}
    >
      {same.length > 0 ? (
        <p>
          <Link to={partComparePath(category, same)}>Compare only the {labels.many}</Link>
        </p>
      ) : null}
    </StatusPanel>
  );
}

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 700;
  a + a {
    font-size: 0.85rem;
    font-weight: 500;
  }
`;
