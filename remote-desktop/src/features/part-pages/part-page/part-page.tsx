import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import {
  errorMessageOf,
  PageContainer,
  PageTitle,
  ResponseRedirect,
  ResponseStatus,
  SectionHeading,
  usePageMeta,
  wrappingRow,
} from '@gadgets/shared-ui';
import {
  AccentButton,
  Breadcrumb,
  SourceLine,
  SpecStandingList,
  SpecTable,
  Spinner,
  StatusPanel,
  type SpecStanding,
} from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from '../../../desktop-section';
import {
  BUILD_PARAMETER,
  categoryPathOf,
  idListFrom,
  partComparePath,
  partIdOf,
  partPagePath,
  partSegmentOf,
} from '../../../part-addresses';
import { builderPath, buildWith } from '../builder-links';
import { categoryLabelsOf } from '../part-category-labels';
import { specsOf, type PagePart } from '../part-page-fields';
import { PartSearch } from '../part-search';
import { partSpecSections } from '../part-spec-sheet';
import { CompatibleParts } from './compatible-parts';
import { LaunchPrice } from './launch-price';
import { PartPage_BuildQuery, PartPage_PartQuery } from './part-page-queries';

/** The API's limit for one build. */
const MAX_BUILD_PARTS = 40;
const OPEN_DB_URL = 'https://github.com/buildcores/buildcores-open-db';
/** The 'Compare with…' search, which the summary's link jumps to. */
const COMPARE_WITH_ID = 'compare-with';

/**
 * /desktop/parts/<category>/<part>: one part's specifications, launch price, what it is compatible with, 'Add to
 * build' and 'Compare with…'. The part is found by the id its address ends with; any other spelling of its address (an
 * old name, another category) redirects to its own.
 */
export function PartPage() {
  const { category = '', part: segment = '' } = useParams();
  const { search } = useLocation();
  const [result, refetch] = useQuery({ query: PartPage_PartQuery, variables: { id: partIdOf(segment) } });
  const part = result.data?.pcPart;
  usePageMeta(
    part
      ? {
          title: `${part.name} specs`,
          description: `${part.name} by ${part.manufacturer}: full specifications, launch price and the parts it is compatible with.`,
        }
      : { title: result.fetching ? 'PC part' : 'Part Not Found' },
  );

  if (result.fetching && !result.data) {
    return (
      <PageContainer>
        <Spinner label="Loading part" />
      </PageContainer>
    );
  }
  if (result.error && !result.data) {
    return (
      <PageContainer>
        <StatusPanel
          tone="error"
          title="Error Loading Part"
          message={errorMessageOf(result.error)}
          action={{ label: 'Try Again', onClick: () => refetch({ requestPolicy: 'network-only' }) }}
        />
      </PageContainer>
    );
  }
  if (!part) return <PartNotFound />;
  const buildIds = idListFrom(search, BUILD_PARAMETER).slice(0, MAX_BUILD_PARTS);
  if (decodeURIComponent(partSegmentOf(part)) !== segment || categoryPathOf(part.category) !== category) {
    return <ResponseRedirect to={partPagePath(part, buildIds)} />;
  }
  return <PartDetails part={part} standing={part.standing} buildIds={buildIds} />;
}

function PartNotFound() {
  return (
    <PageContainer>
      <ResponseStatus status={404} />
      <StatusPanel
        tone="empty"
        headingLevel={1}
        title="Part Not Found"
        message="The requested part could not be found: it may have left the catalogue, or the address is mistyped."
      >
        <p>
          <Link to={builderPath([])}>Find parts in the PC builder</Link>
        </p>
      </StatusPanel>
    </PageContainer>
  );
}

/** A category's word at the start of a sentence: 'video card' -> 'Video card'. */
const sentenceStart = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function PartDetails({
  part,
  standing,
  buildIds,
}: {
  part: PagePart;
  standing: readonly SpecStanding[];
  buildIds: readonly string[];
}) {
  const labels = categoryLabelsOf(part.category);
  const specs = specsOf(part);
  const withPart = useBuildWith(buildIds, part);
  const makerPage = typeof specs.manufacturer_url === 'string' && /^https?:\/\//.test(specs.manufacturer_url);
  return (
    <PageContainer>
      <Breadcrumb section="desktop" sectionHref={builderPath(buildIds)} model={part.name} />
      <Summary>
        <PageTitle>{part.name}</PageTitle>
        <Facts>
          {sentenceStart(labels.one)} by <strong>{part.manufacturer}</strong>
          {part.releaseYear ? `, released ${part.releaseYear}` : ''}
        </Facts>
        <LaunchPrice price={part.listPrice} />
        <Actions>
          <AccentButton as={Link} to={builderPath(withPart)} $accent={DESKTOP_SECTION.accent}>
            Add to build
          </AccentButton>
          <a href={`#${COMPARE_WITH_ID}`}>Compare with…</a>
          {makerPage ? (
            <a href={specs.manufacturer_url as string} target="_blank" rel="noopener noreferrer">
              {part.manufacturer} product page
            </a>
          ) : null}
        </Actions>
      </Summary>
      <SpecStandingList standings={standing} models={labels.many} accent={DESKTOP_SECTION.accent} />

      <SectionHeading>Compatible parts</SectionHeading>
      <Lead>
        How many parts of each kind fit this {labels.one} by the builder&apos;s rules. Each opens the builder with this{' '}
        {labels.one} chosen and those parts listed.
      </Lead>
      <CompatibleParts part={part} buildWithPart={withPart} />

      <SectionHeading>Full specifications</SectionHeading>
      <SpecTable sections={partSpecSections(part.category, specs)} label={`${part.name} specifications`} />
      <SourceLine>
        Specifications:{' '}
        <a href={OPEN_DB_URL} target="_blank" rel="noopener noreferrer">
          BuildCores OpenDB
        </a>{' '}
        (ODC-By). Values the source does not state are left out.
      </SourceLine>

      <SectionHeading id={COMPARE_WITH_ID}>Compare with…</SectionHeading>
      <PartSearch
        category={part.category}
        label={`Find a ${labels.one} to compare with this one`}
        excludeIds={[part.id]}
        hrefOf={(otherId) => partComparePath(part.category, [part.id, otherId])}
      />
    </PageContainer>
  );
}

/** The build the page was opened from with this part in it (it replaces the part of its slot). */
function useBuildWith(buildIds: readonly string[], part: PagePart): string[] {
  const [result] = useQuery({
    query: PartPage_BuildQuery,
    variables: { ids: [...buildIds] },
    pause: buildIds.length === 0,
  });
  const answered = result.data?.pcPartsByIds;
  const categories = new Map(answered?.map((entry) => [entry.id, entry.category]));
  // Parts the catalogue does not have leave the build; until the answer comes, every part stays.
  const build = buildIds
    .filter((id) => !answered || categories.has(id))
    .map((id) => ({ id, category: categories.get(id) ?? null }));
  return buildWith(build, part);
}

const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-bottom: 24px;
  h1 {
    margin-bottom: 0;
  }
`;

const Facts = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  ${wrappingRow('12px 20px')}
  margin-top: 6px;
  > a:first-child {
    text-decoration: none;
  }
  a[target='_blank'] {
    font-weight: 600;
  }
`;

const Lead = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
