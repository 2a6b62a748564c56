import type { ReactNode } from 'react';
import type { UseQueryState } from 'urql';
import styled from 'styled-components';
import { SectionHeading } from '@gadgets/shared-ui';
import { ModelCard, QueryStatus, SkeletonCard, StatusPanel } from '@gadgets/shared-ui/widgets';
import { bikeCardOf } from '../../bike-card';

interface RankedBike {
  companyName: string;
  companyPath: string;
  model: string;
  path: string;
  img?: string | null;
}

interface BikeRankingRowProps<Data, Bike extends RankedBike> {
  title: string;
  result: UseQueryState<Data>;
  bikesOf: (data: Data) => readonly Bike[];
  /** The numbers the row ranks by, under the name. */
  factsOf: (bike: Bike) => ReactNode;
  onRetry: () => void;
}

/** Cards drawn while a row loads; the row scrolls sideways, so a few fill it. */
const SKELETON_CARDS = 4;

/** A titled, horizontally scrolling row of bike cards, each linking to its model page. */
export function BikeRankingRow<Data, Bike extends RankedBike>({
  title,
  result,
  bikesOf,
  factsOf,
  onRetry,
}: BikeRankingRowProps<Data, Bike>) {
  return (
    <section aria-label={title}>
      <SectionHeading>{title}</SectionHeading>
      <QueryStatus
        result={result}
        loading={
          // One row like the cards that replace it (a wrapping grid would stand four cards tall on a phone).
          <Row as="div" role="status" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <SkeletonCard key={index} />
            ))}
          </Row>
        }
        errorTitle="Oops! Something went wrong"
        errorMessage={`Failed to load ${title.toLowerCase()}. Please try again.`}
        onRetry={onRetry}
        isEmpty={(data) => bikesOf(data).length === 0}
        empty={<StatusPanel tone="empty" title="No bikes found" />}
      >
        {(data) => (
          <Row>
            {bikesOf(data).map((bike, rank) => (
              <li key={`${bike.companyPath}/${bike.path}`}>
                <ModelCard
                  {...bikeCardOf(bike)}
                  subtitle={`#${rank + 1} · ${bike.companyName}`}
                  description={factsOf(bike)}
                />
              </li>
            ))}
          </Row>
        )}
      </QueryStatus>
    </section>
  );
}

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(200px, 220px);
  gap: 16px;
  margin: 0 0 24px;
  padding: 0 0 8px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li {
    scroll-snap-align: start;
  }
`;
