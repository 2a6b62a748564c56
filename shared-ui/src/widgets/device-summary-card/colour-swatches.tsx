import styled from 'styled-components';

/** True when the browser can paint the name as a colour ('Obsidian' cannot, 'black' can). */
function isPaintable(colour: string): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('color', colour);
}

/** Colour names with a swatch each; a marketing name the browser cannot paint gets a neutral chip. */
export function ColourSwatches({ colours }: { colours: string[] }) {
  return (
    <List aria-label="Colors">
      {colours.map((colour) => (
        <li key={colour} title={colour}>
          <Swatch aria-hidden="true" style={isPaintable(colour) ? { background: colour } : undefined} />
          <span>{colour}</span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 3px 10px 3px 4px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.8rem;
  }
`;

const Swatch = styled.span`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.surfaceRaised}, ${({ theme }) => theme.colors.border});
`;
