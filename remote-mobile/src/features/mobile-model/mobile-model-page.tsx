import { useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { PageContainer, SectionHeading, usePageMeta } from '@gadgets/shared-ui';
import { Breadcrumb, CommentsWidget, DeviceSummaryCard, HighlightsAndDrawbacks, ModelPageStatus, SpecTable } from '@gadgets/shared-ui/widgets';
import { MOBILE_ACCENT, MOBILE_COMPARE_PATH } from '../../mobile-section';
import { mobileSpecSections } from '../../mobile-spec-sheet/mobile-spec-sections';
import { MobileModelPage_FeatureQuery } from './mobile-model-queries';
import { QuickSpecStrip } from './quick-spec-strip';
import { RetailerLinks } from './retailer-links';

/** /mobile/:company/:model: everything about one phone. */
export function MobileModelPage() {
  const { company = '', model = '' } = useParams();
  const [result, refetch] = useQuery({
    query: MobileModelPage_FeatureQuery,
    variables: { company, path: model },
    // Spec: the fetch is skipped if company or path is missing.
    pause: !company || !model,
  });
  const feature = result.data?.mobileFeature;
  const name = feature ? feature.headerBanner.title || `${feature.companyName} ${feature.model}` : null;
  usePageMeta(
    name
      ? { title: `${name} specs`, description: `Full specifications of the ${name}: display, processor, cameras, battery and more.`, image: feature?.headerBanner.images[0] }
      : { title: result.fetching ? 'Mobile specifications' : 'Mobile Not Found' },
  );

  return (
    <ModelPageStatus
      result={result}
      model={feature}
      section="mobile"
      noun="Mobile"
      company={company}
      path={model}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      accent={MOBILE_ACCENT}
    >
      {(feature) => {
        const banner = feature.headerBanner;
        return (
          <PageContainer>
            <Breadcrumb category="mobile" brand={feature.companyName} brandPath={feature.companyPath} model={feature.model} accent={MOBILE_ACCENT} />
            <DeviceSummaryCard
              title={banner.title || feature.model}
              released={banner.released}
              colors={banner.colors}
              likes={banner.liked}
              dislikes={banner.disliked}
              images={banner.images}
              price={banner.price}
              company={company}
              path={feature.path}
              compareCategory="mobile"
              compareHref={MOBILE_COMPARE_PATH}
              accent={MOBILE_ACCENT}
            >
              <RetailerLinks retailers={banner.availablein} />
            </DeviceSummaryCard>
            <QuickSpecStrip banner={feature.subHeaderBanner} />
            <HighlightsAndDrawbacks highlights={feature.highlights} drawbacks={feature.drawbacks} />
            <SectionHeading>Full specifications</SectionHeading>
            <SpecTable sections={mobileSpecSections(feature.features)} accent={MOBILE_ACCENT} label={`${feature.model} specifications`} />
            {feature.sourceUrl ? (
              <Source>
                Source:{' '}
                <a href={feature.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {hostnameOf(feature.sourceUrl)}
                </a>
              </Source>
            ) : null}
            <CommentsWidget category="mobile" brand={company.toLowerCase()} path={feature.path} accent={MOBILE_ACCENT} />
          </PageContainer>
        );
      }}
    </ModelPageStatus>
  );
}

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

const Source = styled.p`
  margin: 12px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
