import styled from 'styled-components';
import { outlinedPanel, type ResultOf } from '@gadgets/shared-ui';
import type { PublicBuildFields } from '../public-build-fields';
import { totalText } from '../public-build-text';

type PublicBuild = ResultOf<typeof PublicBuildFields>;

/** The published verdict: the total, the wattage estimate and every compatibility note, errors first. */
export function PublicBuildNotes({ build }: { build: PublicBuild }) {
  const { compatibility } = build;
  const unpriced = build.total.partCount - build.total.pricedCount;
  const groups = [
    { title: 'Errors', tone: 'error', notes: noteTexts(compatibility.problems, 'ERROR') },
    { title: 'Warnings', tone: 'warning', notes: noteTexts(compatibility.problems, 'WARNING') },
    { title: 'Not checked', tone: 'note', notes: compatibility.unchecked },
  ] as const;
  return (
    <Notes aria-labelledby="public-build-summary-heading">
      <h2 id="public-build-summary-heading">Summary</h2>
      <p>
        <strong>Total: {totalText(build.total)}</strong>
        <small>
          Launch list prices and the owner&apos;s own
          {unpriced > 0 ? `; ${unpriced} ${unpriced === 1 ? 'part has' : 'parts have'} no price` : ''}
        </small>
      </p>
      <p>
        <strong>Estimated wattage: {compatibility.estimatedWattage} W</strong>
        {compatibility.recommendedPsuWattage > 0 ? (
          <small>Power supply of {compatibility.recommendedPsuWattage} W or more recommended (25% headroom)</small>
        ) : null}
      </p>
      <h3>Compatibility</h3>
      {compatibility.problems.length === 0 ? <Fine>No compatibility problems found.</Fine> : null}
      {groups.map((group) =>
        group.notes.length > 0 ? (
          <section key={group.title} aria-label={group.title}>
            <h4>{group.title}</h4>
            <ul>
              {group.notes.map((note, index) => (
                <Note key={`${index}-${note}`} $tone={group.tone}>
                  {note}
                </Note>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </Notes>
  );
}

const noteTexts = (problems: PublicBuild['compatibility']['problems'], severity: 'ERROR' | 'WARNING') =>
  problems.filter((problem) => problem.severity === severity).map((problem) => problem.message);

const Notes = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  ${outlinedPanel('surface')}
  h2,
  h3,
  h4 {
    margin: 0;
  }
  h2 {
    font-size: 1.1rem;
  }
  h3 {
    font-size: 1rem;
    margin-top: 8px;
  }
  h4 {
    font-size: 0.9rem;
    margin: 6px 0 4px;
  }
  p {
    margin: 0;
    display: flex;
    flex-direction: column;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

const Fine = styled.p`
  color: ${({ theme }) => theme.colors.success};
`;

const Note = styled.li<{ $tone: 'error' | 'warning' | 'note' }>`
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error' ? theme.colors.danger : $tone === 'warning' ? theme.accents.orange.base : theme.colors.border};
`;
