import { useId } from 'react';
import styled from 'styled-components';
import { bareList } from '@gadgets/shared-ui';
import { NOT_AVAILABLE } from '../spec-table/spec-value';

interface HighlightsAndDrawbacksProps {
  highlights: readonly string[];
  drawbacks: readonly string[];
}

/** The spec's two lists beside each other: what is good about a model and what is not; an empty one reads 'N/A'. */
export function HighlightsAndDrawbacks({ highlights, drawbacks }: HighlightsAndDrawbacksProps) {
  const id = useId();
  if (highlights.length === 0 && drawbacks.length === 0) return null;
  const lists = [
    { title: 'Highlights', items: highlights, tone: 'good', mark: '✓' },
    { title: 'Drawbacks', items: drawbacks, tone: 'bad', mark: '✗' },
  ] as const;
  return (
    <Columns>
      {lists.map(({ title, items, tone, mark }) => (
        <List key={title} aria-labelledby={`${id}-${tone}`} $tone={tone}>
          <h2 id={`${id}-${tone}`}>{title}</h2>
          {items.length > 0 ? (
            <ul>
              {items.map((item) => (
                <li key={item}>
                  <span aria-hidden="true">{mark} </span>
                  {item}
                </li>
              ))}
            </ul>
          ) : (
            <Missing>{NOT_AVAILABLE}</Missing>
          )}
        </List>
      ))}
    </Columns>
  );
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: 16px;
  margin: 24px 0;
`;

const List = styled.section<{ $tone: 'good' | 'bad' }>`
  min-width: 0;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  ul {
    ${bareList}
  }
  li + li {
    margin-top: 6px;
  }
  li span {
    color: ${({ theme, $tone }) => ($tone === 'good' ? theme.colors.success : theme.colors.danger)};
  }
`;

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;
