import { useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { HydrateLater, PageContainer, PageLead, PageTitle, ResponseStatus, usePageMeta } from '@gadgets/shared-ui';
import {
  BrandStrip,
  Breadcrumb,
  CommentsWidget,
  HighlightsAndDrawbacks,
  QueryStatus,
  ReviewsSection,
  SkeletonBlock,
  SkeletonLines,
  specSectionsOf,
  SpecStandingList,
  SpecTable,
  StatusPanel,
} from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';
import { BIKE_SPEC_GROUPS } from '../../bike-spec-sheet/bike-spec-sections';
import { BikeModelPage_FeatureQuery } from './bike-model-queries';
import { BikeSummaryCard } from './bike-summary-card';
import { EmiCalculator } from './emi-calculator';

/** /bike/:company/:model: the summary card, the EMI calculator and the whole spec sheet of one bike. */
export function BikeModelPage() {
  const { company = '', model = '' } = useParams();
  const navigate = useNavigate();
  const [result, refetch] = useQuery({
    query: BikeModelPage_FeatureQuery,
    variables: { company, path: model },
    pause: !company || !model,
  });
  const readable = model.replace(/[-_]/g, ' ');
  const bike = result.data?.getBikeFeature;
  usePageMeta(
    bike
      ? {
          title: `${bike.companyName} ${bike.model} specs`,
          description: `Full specifications of the ${bike.companyName} ${bike.model}: engine, performance, dimensions, brakes and price, with an EMI calculator.`,
          image: bike.imgs[0],
        }
      : { title: result.fetching ? 'Bike specifications' : 'Specifications Not Available' },
  );

  return (
    <PageContainer>
      <QueryStatus
        result={result}
        loading={<ModelSkeleton />}
        errorTitle="Error"
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        isEmpty={(data) => !data.getBikeFeature}
        empty={
          <>
            <ResponseStatus status={404} />
            <StatusPanel
              title="Specifications Not Available"
              message={`No detailed specifications found for ${company} ${readable}`}
              action={{ label: '← Go Back', onClick: () => navigate(-1) }}
            />
          </>
        }
      >
        {(data) => {
          const bike = data.getBikeFeature!;
          return (
            <>
              <Breadcrumb section="bike" brand={bike.companyName} brandPath={bike.companyPath} model={bike.model} />
              <BrandStrip
                section="bike"
                basePath={BIKE_SECTION.basePath}
                selected={bike.companyPath}
                emptyText="No bike companies available"
              />
              <PageTitle>
                {bike.companyName} {bike.model} Specifications
              </PageTitle>
              <PageLead>Complete technical specifications and detailed features</PageLead>
              <BikeSummaryCard bike={bike} />
              {/* Below the summary, each part hydrates on its own (see HydrateLater): the first pass stays short. */}
              <HydrateLater>
                <SpecStandingList standings={bike.standing} models="bikes" accent={BIKE_SECTION.accent} />
              </HydrateLater>
              <HydrateLater>
                <EmiCalculator
                  key={`${bike.companyPath}/${bike.path}`}
                  listPrice={bike.listPrice}
                  currency={bike.priceCurrency ?? 'USD'}
                />
              </HydrateLater>
              <HydrateLater>
                <SpecTable
                  sections={specSectionsOf(BIKE_SPEC_GROUPS, bike)}
                  label={`${bike.companyName} ${bike.model} specifications`}
                />
              </HydrateLater>
              <HydrateLater>
                <HighlightsAndDrawbacks highlights={bike.highlights} drawbacks={bike.drawbacks} />
              </HydrateLater>
              {bike.sourceUrl ? (
                <Source>
                  Source:{' '}
                  <a href={bike.sourceUrl} rel="noopener noreferrer" target="_blank">
                    the maker&apos;s specifications
                  </a>
                  . Prices are list prices.
                </Source>
              ) : null}
              <HydrateLater>
                <ReviewsSection
                  category="bike"
                  brand={bike.companyPath}
                  path={bike.path}
                  accent={BIKE_SECTION.accent}
                />
              </HydrateLater>
              <HydrateLater>
                <CommentsWidget
                  category="bike"
                  brand={bike.companyPath}
                  path={bike.path}
                  accent={BIKE_SECTION.accent}
                />
              </HydrateLater>
            </>
          );
        }}
      </QueryStatus>
    </PageContainer>
  );
}

function ModelSkeleton() {
  return (
    <div>
      <SkeletonBlock $height="280px" />
      <SkeletonLines lines={10} label="Loading bike specifications" />
    </div>
  );
}

const Source = styled.p`
  margin-top: 24px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
