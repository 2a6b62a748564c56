import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { PageContainer, SectionHeading, usePageMeta } from '@gadgets/shared-ui';
import { Breadcrumb, CommentsWidget, DeviceSummaryCard, HighlightsAndDrawbacks, ModelPageStatus, SpecTable } from '@gadgets/shared-ui/widgets';
import { LAPTOP_ACCENT, LAPTOP_COMPARE_PATH, LAPTOP_PLACEHOLDER } from '../../laptop-section';
import { laptopSpecSections } from '../../laptop-spec-sheet/laptop-spec-sections';
import { LaptopModelPage_FeatureQuery } from './laptop-model-queries';

/** /laptop/:company/:model: the full sheet of one laptop. */
export function LaptopModelPage() {
  const { company = '', model = '' } = useParams();
  const [result, refetch] = useQuery({
    query: LaptopModelPage_FeatureQuery,
    variables: { company, path: model },
    // Spec: the fetch is skipped if company or path is missing.
    pause: !company || !model,
  });
  const feature = result.data?.laptopFeature;
  const name = feature ? feature.headerBanner.title || `${feature.companyName} ${feature.model}` : null;
  usePageMeta(
    name
      ? { title: `${name} specs`, description: `Full specifications of the ${name}: weight, battery, display, processor, memory and ports.`, image: feature?.headerBanner.images[0] }
      : { title: result.fetching ? 'Laptop specifications' : 'Laptop Not Found' },
  );

  return (
    <ModelPageStatus
      result={result}
      model={feature}
      section="laptop"
      noun="Laptop"
      company={company}
      path={model}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      accent={LAPTOP_ACCENT}
    >
      {(feature) => {
        const banner = feature.headerBanner;
        return (
          <PageContainer>
            <Breadcrumb category="laptop" brand={feature.companyName} brandPath={feature.companyPath} model={feature.model} accent={LAPTOP_ACCENT} />
            <DeviceSummaryCard
              title={banner.title || feature.model}
              released={banner.released}
              colors={banner.colors}
              likes={banner.liked}
              dislikes={banner.disliked}
              images={banner.images}
              price={banner.price}
              company={feature.companyPath}
              path={feature.path}
              compareCategory="laptop"
              compareHref={LAPTOP_COMPARE_PATH}
              accent={LAPTOP_ACCENT}
              imagePlaceholder={LAPTOP_PLACEHOLDER}
            />
            <HighlightsAndDrawbacks highlights={feature.highlights} drawbacks={feature.drawbacks} />
            <SectionHeading>Full specifications</SectionHeading>
            <SpecTable sections={laptopSpecSections(feature.features)} accent={LAPTOP_ACCENT} label={`${feature.model} specifications`} />
            {feature.sourceUrl ? <SourceNote url={feature.sourceUrl} /> : null}
            <CommentsWidget category="laptop" brand={feature.companyPath} path={feature.path} accent={LAPTOP_ACCENT} />
          </PageContainer>
        );
      }}
    </ModelPageStatus>
  );
}

/** Where the facts come from: the maker's own page. */
function SourceNote({ url }: { url: string }) {
  let host = url;
  try {
    host = new URL(url).hostname;
  } catch {
    // Not a URL we can shorten: show it as it is.
  }
  return (
    <Note>
      Written from the maker&apos;s data sheet:{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {host}
      </a>
      . Prices are US list prices at launch.
    </Note>
  );
}

const Note = styled.p`
  margin: 12px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
