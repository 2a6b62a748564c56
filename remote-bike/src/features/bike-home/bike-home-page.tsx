import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { PageContainer, SectionHeading, usePageMeta } from '@gadgets/shared-ui';
import { accentFill, BrandStrip, Breadcrumb, NOT_AVAILABLE } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';
import { BikeHomePage_FuelEfficientQuery, BikeHomePage_TopPerformersQuery } from './bike-home-queries';
import { BikeRankingRow } from './bike-ranking-row';
import { PowerToWeightChart } from './power-to-weight-chart';

const known = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? NOT_AVAILABLE : `${value} ${unit}`;

/** /bike: the hero, the brands, then the most powerful bikes, the best power to weight and the most fuel-efficient. */
export function BikeHomePage() {
  const [top, refetchTop] = useQuery({ query: BikeHomePage_TopPerformersQuery });
  const [frugal, refetchFrugal] = useQuery({ query: BikeHomePage_FuelEfficientQuery });
  usePageMeta({
    title: 'Bikes',
    description:
      'Motorcycle specifications by brand, the most powerful and most fuel-efficient bikes, and a searchable catalogue.',
  });
  return (
    <PageContainer>
      <Breadcrumb section="bike" />
      <Hero>
        <Badge>EXCLUSIVE COLLECTION</Badge>
        <h1>Find the perfect bike for your freedom to ride</h1>
        <HeroActions>
          <PrimaryAction to={BIKE_SECTION.basePath}>Explore All Bikes</PrimaryAction>
          <SecondaryAction to={BIKE_SECTION.cataloguePath}>View Catalog</SecondaryAction>
        </HeroActions>
      </Hero>
      <BrandStrip section="bike" basePath={BIKE_SECTION.basePath} emptyText="No bike companies available" />
      <SectionHeading>Bike Home Page</SectionHeading>
      <BikeRankingRow
        title="Top performers"
        result={top}
        bikesOf={(data) => data.getTopPerformers}
        factsOf={(bike) =>
          `${known(bike.maxPowerHp, 'HP')} · ${known(bike.maxTorqueNm, 'Nm')} · ${known(bike.displacementCc, 'cc')} · ${known(bike.topSpeed, 'km/h')}`
        }
        onRetry={() => refetchTop({ requestPolicy: 'network-only' })}
      />
      {top.data ? <PowerToWeightChart bikes={top.data.getPowerToWeightLeaders} /> : null}
      <BikeRankingRow
        title="Most fuel efficient"
        result={frugal}
        bikesOf={(data) => data.getFuelEfficientBikes}
        factsOf={(bike) => `${known(bike.mileage, 'km/l')} · ${known(bike.displacementCc, 'cc')}`}
        onRetry={() => refetchFrugal({ requestPolicy: 'network-only' })}
      />
    </PageContainer>
  );
}

const Hero = styled.section`
  padding: 40px 32px;
  margin-bottom: 24px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(135deg, ${({ theme }) => theme.accents[BIKE_SECTION.accent].soft}, transparent);
  border: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 12px 0 20px;
    font-size: clamp(1.6rem, 3.5vw, 2.4rem);
    max-width: 20ch;
  }
`;

const Badge = styled.span`
  display: inline-block;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => accentFill(theme, BIKE_SECTION.accent)};
  color: ${({ theme }) => theme.accents[BIKE_SECTION.accent].contrastText};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.08em;
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/* Doubled class: an embedded section's scoped 'a { color: inherit }' must not win. */
const PrimaryAction = styled(Link)`
  && {
    padding: 10px 20px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => accentFill(theme, BIKE_SECTION.accent)};
    color: ${({ theme }) => theme.accents[BIKE_SECTION.accent].contrastText};
    font-weight: 600;
    text-decoration: none;
  }
`;

const SecondaryAction = styled(Link)`
  && {
    padding: 10px 20px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: inherit;
    font-weight: 600;
    text-decoration: none;
  }
`;
