import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useHydrated } from '@gadgets/shared-ui';

/** The router state a page leaves when it sends the visitor home with something to say. */
function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice ? notice : null;
}

/**
 * A message from the page the visitor just left, e.g. "Your account has been deleted". It arrives in the router
 * state, which the server never has (and a reload keeps), so it is shown only once the page has hydrated. Focus
 * moves to it: the button that led here is gone.
 */
export function ArrivalNotice() {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const notice = hydrated ? noticeOf(location.state) : null;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);

  if (!notice) return null;
  return (
    <Notice ref={ref} role="status" tabIndex={-1}>
      <p>{notice}</p>
      <button
        type="button"
        onClick={() => void navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
      >
        Dismiss
      </button>
    </Notice>
  );
}

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  padding: 14px 18px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.accents.green.base};
  background: ${({ theme }) => theme.accents.green.soft};
  p {
    margin: 0;
    font-weight: 600;
  }
  button {
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    cursor: pointer;
  }
`;
