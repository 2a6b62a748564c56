import styled from 'styled-components';
import { swatchColourOf } from './swatch-colour';
import { ChipList } from './chip-list';

/**
 * Each colour as a chip with its paint and its name in words (also the chip's tooltip), so the name is
 * read, not guessed from the paint; a name we cannot paint gets a neutral striped chip.
 */
export function ColourSwatches({ colours }: { colours: string[] }) {
  return (
    <List aria-label="Colors">
      {colours.map((colour) => {
        const paint = swatchColourOf(colour);
        return (
          <li key={colour} title={colour}>
            <Swatch aria-hidden="true" style={paint ? { background: paint } : undefined} />
            <span>{colour}</span>
          </li>
        );
      })}
    </List>
  );
}

const List = styled(ChipList)`
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    padding: 3px 10px 3px 4px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.8rem;
  }
`;

const Swatch = styled.span`
  flex: none;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  background: repeating-linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceRaised} 0 3px,
    ${({ theme }) => theme.colors.border} 3px 6px
  );
`;
