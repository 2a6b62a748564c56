import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { outlinedPanel, wrappingRow } from '@gadgets/shared-ui';
import { accentFill } from '../accent-colors';

export const Controls = styled.div`
  ${wrappingRow('8px 16px')}
  margin-bottom: 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-weight: 600;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
  p {
    margin: 0;
    min-width: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The table's own scrolling frame. It scrolls both ways so the header row can stick to its top (a sticky
 * header inside a sideways scroller sticks to that scroller, not to the page); its height stops short of
 * the viewport so the models stay in sight. Each model keeps a column wide enough to read, and the frame
 * swipes sideways when they do not fit.
 */
export const Scroller = styled.div<{ $accent: AccentName; $columns: number }>`
  --label-width: 170px;
  --model-width: 200px;
  overflow: auto;
  overscroll-behavior-x: contain;
  max-height: calc(100vh - 120px);
  max-width: 100%;
  ${outlinedPanel('surface')}
  @media (max-width: 600px) {
    --label-width: 124px;
    --model-width: 168px;
    thead img {
      width: 56px;
      height: 56px;
    }
    tbody th[scope='row'] {
      padding: 8px 8px 8px 12px;
      font-size: 0.85rem;
    }
  }
  table {
    width: max(100%, calc(var(--label-width) + ${({ $columns }) => $columns} * var(--model-width)));
    border-collapse: separate;
    border-spacing: 0;
    table-layout: fixed;
  }
  thead th,
  thead td {
    position: sticky;
    top: 0;
    z-index: 2;
    padding: 16px 12px;
    vertical-align: top;
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead td {
    left: 0;
    z-index: 3;
    width: var(--label-width);
  }
  tbody th[scope='row'] {
    position: sticky;
    left: 0;
    z-index: 1;
    padding: 10px 12px 10px 16px;
    text-align: left;
    vertical-align: top;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    /* The narrow label column fits the longest label word ('Transmission'); longer ones hyphenate. */
    hyphens: auto;
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  tbody td {
    padding: 10px 12px;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  tbody tr + tr > * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  tr[data-differs='true'] > th[scope='row'] {
    box-shadow:
      inset 4px 0 0 ${({ theme, $accent }) => theme.accents[$accent].base},
      1px 0 0 ${({ theme }) => theme.colors.border};
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
  }
  td[data-best='true'] {
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
    font-weight: 600;
  }
  th[scope='colgroup'] {
    padding: 12px 16px;
    text-align: left;
    font-size: 1rem;
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
    border-left: 4px solid ${({ theme, $accent }) => theme.accents[$accent].base};
  }
`;

/** Keeps a section's title in sight while its row is swiped sideways. */
export const SectionTitle = styled.span`
  display: inline-block;
  position: sticky;
  left: 16px;
`;

export const BestBadge = styled.span<{ $accent: AccentName }>`
  background: ${({ theme, $accent }) => accentFill(theme, $accent)};
  color: ${({ theme, $accent }) => theme.accents[$accent].contrastText};
  display: inline-block;
  margin: 4px 0 0 8px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.7rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** Beside the label of a row where the compared models read differently. */
export const DiffersBadge = styled.span<{ $accent: AccentName }>`
  display: block;
  width: fit-content;
  margin-top: 4px;
  padding: 0 6px;
  border: 1px solid ${({ theme, $accent }) => theme.accents[$accent].base};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.7rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
