import styled, { css, keyframes } from 'styled-components';
import { bareList, outlinedPill, windowLayer } from '@gadgets/shared-ui';
import { SEARCH_CLOSE_DELAY_MS } from './search-timing';
import { roundButton } from '../../components/round-button';

/** The look of the search overlay; its behaviour lives in search-dialog.tsx. */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <line x1="16.5" y1="16.5" x2="21" y2="21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: none; }`;

export const Backdrop = styled.div<{ $closing: boolean }>`
  ${windowLayer(100)}
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 10vh 16px 16px;
  background: ${({ theme }) => theme.colors.backdrop};
  animation: ${fadeIn} 0.2s ease-out;
  transition: opacity ${SEARCH_CLOSE_DELAY_MS}ms;
  ${({ $closing }) =>
    $closing &&
    css`
      opacity: 0;
    `}
`;

export const Dialog = styled.div<{ $closing: boolean }>`
  width: min(680px, 100%);
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  overflow: hidden;
  animation: ${slideIn} 0.2s ease-out;
  transition: transform ${SEARCH_CLOSE_DELAY_MS}ms;
  ${({ $closing }) =>
    $closing &&
    css`
      transform: translateY(-12px);
    `}
`;

export const SearchRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 14px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.1rem;
    padding: 6px 0;
  }
  /* The field is the row: the row's underline is its focus ring (a box inside the dialog's edge would crowd it). */
  input:focus {
    outline: none;
  }
  &:focus-within {
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.accents.blue.text};
  }
`;

export const ClearButton = styled.button`
  ${roundButton(32)}
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 1.2rem;
`;

export const CloseButton = styled.button`
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: inherit;
  font-size: 0.75rem;
  cursor: pointer;
`;

export const Body = styled.div`
  padding: 8px;
`;

export const Results = styled.ul`
  ${bareList}
  max-height: 450px;
  overflow-y: auto;
  &[hidden] {
    display: none;
  }
`;

export const ResultRow = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius.medium};
  cursor: pointer;
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.accents.blue.soft : 'transparent')};
  span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  strong {
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const shimmer = keyframes`0% { opacity: 1; } 50% { opacity: 0.5; } 100% { opacity: 1; }`;

export const SkeletonRow = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 10px;
  span {
    display: block;
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.skeleton};
    animation: ${shimmer} 1.2s ease-in-out infinite;
  }
  span:first-child {
    width: 48px;
    height: 48px;
  }
  span:last-child {
    flex: 1;
    height: 16px;
    max-width: 60%;
  }
`;

export const EmptyState = styled.div`
  padding: 28px 16px;
  text-align: center;
  h2 {
    margin: 0 0 6px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Hints = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px;
  margin: 14px 0 0;
  padding: 0;
  button {
    padding: 6px 14px;
    ${outlinedPill}
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: inherit;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const KeyHints = styled.div`
  display: flex;
  gap: 14px;
  kbd {
    display: inline-block;
    min-width: 20px;
    margin-right: 2px;
    padding: 1px 5px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    font-family: ${({ theme }) => theme.font.mono};
    text-align: center;
  }
  @media (max-width: 520px) {
    display: none;
  }
`;
