import styled from 'styled-components';
import {
  accentFill,
  accentText,
  FollowButton,
  ModelVoteButtons,
  NOT_AVAILABLE,
  SpecValueView,
} from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION } from '../../bike-section';
import type { BikeFeature } from '../../bike-spec-sheet/bike-feature-fragment';
import { BikeImageCarousel } from './bike-image-carousel';

/** The card previews two highlights and counts the rest. */
const HIGHLIGHT_PREVIEW = 2;

const orNa = (value: number | string | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' ? NOT_AVAILABLE : `${value}${unit}`;

/** The bike at a glance: pictures, badge, engine, the key numbers, the price and the first highlights. */
export function BikeSummaryCard({ bike }: { bike: BikeFeature }) {
  const more = bike.highlights.length - HIGHLIGHT_PREVIEW;
  return (
    <Card aria-label="Summary">
      <BikeImageCarousel images={bike.imgs} name={`${bike.companyName} ${bike.model}`} />
      <div>
        <Heading>
          <div>
            <Brand>{bike.companyName}</Brand>
            <h2>{bike.model}</h2>
            {bike.series ? <Series>{bike.series}</Series> : null}
          </div>
          <Badge $published={bike.published}>{bike.published ? 'Published' : 'Draft'}</Badge>
        </Heading>
        <Facts>
          <dt>Engine</dt>
          <dd>{orNa(bike.engineType)}</dd>
          <dt>Displacement</dt>
          <dd>{orNa(bike.displacementCc, ' cc')}</dd>
          <dt>Max Power</dt>
          <dd>{orNa(bike.maxPowerHp, ' HP')}</dd>
          <dt>Top Speed</dt>
          <dd>
            <SpecValueView value={orNa(bike.topSpeed, ' km/h')} />
          </dd>
          <dt>Mileage</dt>
          <dd>
            <SpecValueView value={orNa(bike.mileage, ' km/l')} />
          </dd>
        </Facts>
        <Price>
          {bike.price ? (
            <>
              <small>Starting Price</small>
              <strong>{bike.price}</strong>
            </>
          ) : (
            <strong>Price TBA</strong>
          )}
        </Price>
        <Votes>
          <ModelVoteButtons
            category="bike"
            brand={bike.companyPath}
            path={bike.path}
            likes={0}
            dislikes={0}
            accent={BIKE_SECTION.accent}
          />
          <FollowButton
            target={{ kind: 'MODEL', category: 'bike', brand: bike.companyPath, path: bike.path }}
            accent={BIKE_SECTION.accent}
          />
        </Votes>
        {bike.highlights.length > 0 ? (
          <Preview aria-label="Highlights preview">
            {bike.highlights.slice(0, HIGHLIGHT_PREVIEW).map((item) => (
              <li key={item}>{item}</li>
            ))}
            {more > 0 ? <li>+{more} more highlights</li> : null}
          </Preview>
        ) : null}
      </div>
    </Card>
  );
}

const Votes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  padding: 20px;
  margin-bottom: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: 768px) {
    grid-template-columns: 1fr;
  }
`;

const Heading = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.5rem;
  }
`;

const Brand = styled.span`
  color: ${({ theme }) => accentText(theme, BIKE_SECTION.accent)};
  font-weight: 700;
`;

const Series = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span<{ $published: boolean }>`
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.8rem;
  font-weight: 700;
  /* Published: white on the strong green (AA in both themes); Draft: ordinary text on a raised chip. */
  color: ${({ theme, $published }) => ($published ? theme.accents.green.contrastText : theme.colors.text)};
  background: ${({ theme, $published }) => ($published ? accentFill(theme, 'green') : theme.colors.surfaceRaised)};
  border: 1px solid ${({ theme, $published }) => ($published ? accentFill(theme, 'green') : theme.colors.border)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 16px 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Price = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0 0 12px;
  strong {
    font-size: 1.3rem;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Preview = styled.ul`
  margin: 0;
  padding-left: 20px;
  li:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
