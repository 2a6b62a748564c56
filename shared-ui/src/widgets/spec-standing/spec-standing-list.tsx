import styled from 'styled-components';
import { outlinedPanel, type AccentName } from '@gadgets/shared-ui';
import { PercentileBar } from '../../charts/percentile-bar';
import { standingComparison, standingValue, type SpecStanding } from './standing-sentence';

/**
 * "Where it stands": each ranked number of a model with its place in the catalogue, as a sentence and a percentile bar
 * (the bar only draws the sentence). Nothing when the catalogue ranks none of its numbers.
 */
export function SpecStandingList({
  standings,
  models,
  accent,
}: {
  standings: readonly SpecStanding[];
  /** The catalogue's models in the plural, as the sentences name them: "phones", "bikes". */
  models: string;
  accent: AccentName;
}) {
  if (standings.length === 0) return null;
  return (
    <Panel aria-labelledby="spec-standing-heading">
      <Heading id="spec-standing-heading">Where it stands</Heading>
      <List>
        {standings.map((standing) => {
          const { label, value } = standingValue(standing);
          return (
            <li key={standing.key}>
              <Sentence>
                <strong>
                  {label} {value}
                </strong>{' '}
                — {standingComparison(standing, models)}
              </Sentence>
              <PercentileBar percentile={standing.percentile} accent={accent} />
            </li>
          );
        })}
      </List>
    </Panel>
  );
}

const Panel = styled.section`
  margin: 20px 0;
  padding: 16px;
  ${outlinedPanel('surface')}
`;

const Heading = styled.h2`
  margin: 0 0 10px;
  font-size: 1.05rem;
`;

const List = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px 12px;
  }
`;

const Sentence = styled.p`
  margin: 0;
  flex: 1 1 200px;
  min-width: 0;
  overflow-wrap: anywhere;
`;
