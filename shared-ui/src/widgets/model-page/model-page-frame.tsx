import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery, type DocumentInput } from 'urql';
import styled from 'styled-components';
import { HydrateLater, PageContainer, SectionHeading, usePageMeta } from '@gadgets/shared-ui';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { CommentsWidget } from '../comments/comments-widget';
import { DeviceSummaryCard } from '../device-summary-card/device-summary-card';
import { HighlightsAndDrawbacks } from '../highlights/highlights-and-drawbacks';
import { ReviewsSection } from '../reviews/reviews-section';
import { useComparableSection } from '../section/section-descriptor';
import type { SpecSection } from '../spec-sheet/spec-sheet';
import { SpecTable } from '../spec-table/spec-table';
import { ModelPageStatus } from './model-page-status';

/** What a model page reads of a model, as every comparable category's feature query returns it. */
export interface FramedModel {
  companyName: string;
  /** The brand's URL slug as the API returns it: the one spelling of the brand in links, compare and comments. */
  companyPath: string;
  model: string;
  path: string;
  highlights: readonly string[];
  drawbacks: readonly string[];
  sourceUrl?: string | null;
  headerBanner: {
    title?: string | null;
    released?: string | null;
    colors: readonly string[];
    liked: number;
    disliked: number;
    price?: string | null;
    images: readonly string[];
  };
}

/** The model page's address: /<section>/:company/:model. */
interface ModelAddress {
  company: string;
  path: string;
}

interface ModelPageFrameProps<Data, Model extends FramedModel> {
  query: DocumentInput<Data, ModelAddress>;
  modelOf: (data: Data) => Model | null | undefined;
  /** The page's meta description, given the model's display name. */
  describe: (name: string) => string;
  specSections: (model: Model) => SpecSection[];
  /** Under the summary card's facts, e.g. where to buy. */
  summaryExtras?: (model: Model) => ReactNode;
  /** Between the summary card and the highlights, e.g. a strip of key specs. */
  afterSummary?: (model: Model) => ReactNode;
  /** Where the facts come from, drawn under the spec sheet when the model has a source. */
  sourceNote: (url: string) => ReactNode;
}

/**
 * /<section>/:company/:model in a comparable section: loading, error and not-found states, then the summary card,
 * highlights, the full spec sheet, its source, the reviews and the comments, worded and coloured by the section's
 * descriptor.
 */
export function ModelPageFrame<Data, Model extends FramedModel>(props: ModelPageFrameProps<Data, Model>) {
  const { query, modelOf, describe } = props;
  const section = useComparableSection();
  const { company = '', model: path = '' } = useParams();
  const [result, refetch] = useQuery<Data, ModelAddress>({
    query,
    variables: { company, path },
    // Spec: the fetch is skipped if company or path is missing.
    pause: !company || !path,
  });
  const model = result.data ? modelOf(result.data) : undefined;
  const name = model ? model.headerBanner.title || `${model.companyName} ${model.model}` : null;
  usePageMeta(
    name
      ? { title: `${name} specs`, description: describe(name), image: model?.headerBanner.images[0] }
      : { title: result.fetching ? `${section.headingNoun} specifications` : `${section.headingNoun} Not Found` },
  );

  return (
    <ModelPageStatus
      result={result}
      model={model}
      section={section.section}
      noun={section.headingNoun}
      company={company}
      path={path}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      accent={section.accent}
    >
      {(found) => <ModelSheet {...props} model={found} />}
    </ModelPageStatus>
  );
}

function ModelSheet<Data, Model extends FramedModel>({
  model,
  specSections,
  summaryExtras,
  afterSummary,
  sourceNote,
}: ModelPageFrameProps<Data, Model> & { model: Model }) {
  const section = useComparableSection();
  const banner = model.headerBanner;
  return (
    <PageContainer>
      <Breadcrumb
        section={section.section}
        brand={model.companyName}
        brandPath={model.companyPath}
        model={model.model}
        accent={section.accent}
      />
      <DeviceSummaryCard
        title={banner.title || model.model}
        released={banner.released}
        colors={banner.colors}
        likes={banner.liked}
        dislikes={banner.disliked}
        images={banner.images}
        price={banner.price}
        company={model.companyPath}
        path={model.path}
        section={section.section}
        compareHref={section.compare.path}
        accent={section.accent}
        imagePlaceholder={section.placeholder}
      >
        {summaryExtras?.(model)}
      </DeviceSummaryCard>
      {/* Below the summary, each part hydrates on its own (see HydrateLater): the first pass stays short. */}
      <HydrateLater>{afterSummary?.(model)}</HydrateLater>
      <HydrateLater>
        <HighlightsAndDrawbacks highlights={model.highlights} drawbacks={model.drawbacks} />
      </HydrateLater>
      <SectionHeading>Full specifications</SectionHeading>
      <HydrateLater>
        <SpecTable sections={specSections(model)} accent={section.accent} label={`${model.model} specifications`} />
      </HydrateLater>
      {model.sourceUrl ? sourceNote(model.sourceUrl) : null}
      <HydrateLater>
        <ReviewsSection
          category={section.section}
          brand={model.companyPath}
          path={model.path}
          accent={section.accent}
        />
      </HydrateLater>
      <HydrateLater>
        <CommentsWidget
          category={section.section}
          brand={model.companyPath}
          path={model.path}
          accent={section.accent}
        />
      </HydrateLater>
    </PageContainer>
  );
}

/** The host of a source address, or the address itself when it is not a URL that can be shortened. */
export function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** The muted line under the spec sheet naming where the facts come from. */
export const SourceLine = styled.p`
  margin: 12px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
