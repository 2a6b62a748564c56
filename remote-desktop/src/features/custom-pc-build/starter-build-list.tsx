import styled from 'styled-components';
import { fillingGrid, outlinedPanel } from '@gadgets/shared-ui';
import { STARTER_BUILDS } from './starter-builds';

/** Compatible sets one click away; each replaces the current build (Back returns to it). */
export function StarterBuildList({ onChoose }: { onChoose: (partIds: readonly string[]) => void }) {
  return (
    <section aria-labelledby="starter-builds-heading">
      <h2 id="starter-builds-heading">Starter builds</h2>
      <List>
        {STARTER_BUILDS.map((build) => (
          <li key={build.name}>
            <button type="button" onClick={() => onChoose(build.partIds)}>
              <strong>{build.name}</strong>
              <span>{build.summary}</span>
            </button>
          </li>
        ))}
      </List>
    </section>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  ${fillingGrid('220px', '10px')}
  button {
    width: 100%;
    height: 100%;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 4px;
    padding: 12px 14px;
    text-align: left;
    ${outlinedPanel('surface')}
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;
