import styled from 'styled-components';

/** The two lists side by side: what is good about the phone and what is not. */
export function HighlightsAndDrawbacks({ highlights, drawbacks }: { highlights: string[]; drawbacks: string[] }) {
  if (highlights.length === 0 && drawbacks.length === 0) return null;
  return (
    <Columns>
      <Column $tone="good" aria-labelledby="highlights-heading">
        <h2 id="highlights-heading">Highlights</h2>
        {highlights.length > 0 ? (
          <ul>
            {highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>None listed</p>
        )}
      </Column>
      <Column $tone="bad" aria-labelledby="drawbacks-heading">
        <h2 id="drawbacks-heading">Drawbacks</h2>
        {drawbacks.length > 0 ? (
          <ul>
            {drawbacks.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>None listed</p>
        )}
      </Column>
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 24px 0;
  @media (max-width: 700px) { grid-template-columns: 1fr; }
`;

const Column = styled.section<{ $tone: 'good' | 'bad' }>`
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  ul { margin: 0; padding-left: 20px; }
  li + li { margin-top: 4px; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-style: italic; }
`;
