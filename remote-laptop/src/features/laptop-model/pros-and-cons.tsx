import styled from 'styled-components';

/** What the maker's sheet makes good and what it does not, in two short labelled lists. */
export function ProsAndCons({ highlights, drawbacks }: { highlights: readonly string[]; drawbacks: readonly string[] }) {
  const groups = [
    { title: 'Highlights', items: highlights, tone: 'good' as const },
    { title: 'Drawbacks', items: drawbacks, tone: 'bad' as const },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <Lists>
      {groups.map((group) => (
        <List key={group.title} aria-label={group.title} $tone={group.tone}>
          <h2>{group.title}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </List>
      ))}
    </Lists>
  );
}

const Lists = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
  margin: 24px 0;
`;

const List = styled.section<{ $tone: 'good' | 'bad' }>`
  flex: 1 1 280px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 3px solid ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : theme.colors.danger)};
  h2 { margin: 0 0 6px; font-size: 1rem; }
  ul { margin: 0; padding-left: 18px; }
`;
