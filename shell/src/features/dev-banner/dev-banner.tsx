import styled from 'styled-components';
import { useAppStore } from '@gadgets/shared-ui';
import { roundButton } from '../../components/round-button';

/** Visible by default and dismissible; the site is a work in progress. */
export function DevBanner() {
  const dismissed = useAppStore((state) => state.devBannerDismissed);
  const dismiss = useAppStore((state) => state.dismissDevBanner);
  if (dismissed) return null;
  return (
    <Banner role="region" aria-label="Site notice">
      <p>
        <strong>This site is under development.</strong> Some features may not work yet, and the information shown may
        not be true.
      </p>
      <button type="button" aria-label="Dismiss notice" onClick={dismiss}>
        ×
      </button>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 8px 48px 8px 16px;
  position: relative;
  background: ${({ theme }) => theme.colors.noticeBackground};
  color: ${({ theme }) => theme.colors.noticeText};
  font-size: 0.875rem;
  text-align: center;
  p {
    margin: 0;
  }
  button {
    position: absolute;
    right: 8px;
    top: 50%;
    transform: translateY(-50%);
    ${roundButton(32)}
    background: transparent;
    font-size: 1.3rem;
  }
`;
