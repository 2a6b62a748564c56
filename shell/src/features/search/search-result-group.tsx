import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { bareList, errorMessageOf, fillingGrid, outlinedPanel, SectionHeading, wrappingRow } from '@gadgets/shared-ui';
import { DeviceImage } from './device-image';
import type { ViewAllLink } from './view-all-link';

interface ResultCard {
  key: string;
  to: string;
  name: string;
  detail: string;
  img: string | null;
}

interface SearchResultGroupProps {
  title: string;
  fetching: boolean;
  error: unknown;
  cards: ResultCard[];
  viewAll: ViewAllLink;
}

/** One catalogue's matches on /search: its count in the heading, a card per match and where to see more. */
export function SearchResultGroup({ title, fetching, error, cards, viewAll }: SearchResultGroupProps) {
  const settled = !fetching || cards.length > 0;
  let body: ReactNode;
  if (!settled) body = <Muted role="status">Searching {title.toLowerCase()}...</Muted>;
  else if (error && cards.length === 0)
    body = (
      <Muted role="alert">
        {title} could not be searched: {errorMessageOf(error)}
      </Muted>
    );
  else if (cards.length === 0) body = <Muted>No {title.toLowerCase()} match.</Muted>;
  else {
    body = (
      <Cards>
        {cards.map((card) => (
          <li key={card.key}>
            <Link to={card.to}>
              <DeviceImage src={card.img} size={56} />
              <span>
                <strong>{card.name}</strong>
                <small>{card.detail}</small>
              </span>
            </Link>
          </li>
        ))}
      </Cards>
    );
  }
  return (
    <Group aria-label={title} id={title.toLowerCase().replace(/\s+/g, '-')}>
      <header>
        <SectionHeading>
          {title}
          {settled && !(error && cards.length === 0) ? <Count> ({cards.length})</Count> : null}
        </SectionHeading>
        {/* Where 'View all' goes depends on what was found, so it waits for the answer. */}
        {settled ? <Link to={viewAll.to}>{viewAll.label}</Link> : null}
      </header>
      {body}
    </Group>
  );
}

const Group = styled.section`
  header {
    ${wrappingRow('4px 16px', 'baseline')}
    justify-content: space-between;
  }
  header > * {
    min-width: 0;
  }
  header > a {
    font-weight: 600;
  }
`;

const Cards = styled.ul`
  ${bareList}
  ${fillingGrid('min(260px, 100%)', '12px')}
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 12px;
    ${outlinedPanel('surface')}
    text-decoration: none;
  }
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
