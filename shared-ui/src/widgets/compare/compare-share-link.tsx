import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { AccentName, CompareItem } from '@gadgets/shared-ui';
import { AccentButton } from '../accent-button/accent-button';
import { compareLinkOf } from './compare-link';

interface CompareShareLinkProps {
  comparePath: string;
  items: readonly CompareItem[];
  accent: AccentName;
}

/**
 * The comparison as a link anyone can open, copied to the clipboard when the browser allows. Shown only once the
 * page knows it owns the address bar (read in an effect, so server rendering and hydration agree): embedded with
 * in-memory routing, the address belongs to the host page and there is no link to give.
 */
export function CompareShareLink({ comparePath, items, accent }: CompareShareLinkProps) {
  const location = useLocation();
  const [origin, setOrigin] = useState<string | null>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    setOrigin(window.location.pathname === location.pathname ? window.location.origin : null);
  }, [location.pathname]);
  if (origin === null) return null;

  const url = `${origin}${compareLinkOf(comparePath, items)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Share>
      <input
        aria-label="Link to this comparison"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <AccentButton type="button" $accent={accent} $size="small" onClick={() => void copy()}>
        Copy link
      </AccentButton>
      <span role="status">
        {copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Select the link and copy it' : ''}
      </span>
    </Share>
  );
}

const Share = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: 8px;
  min-width: 260px;
  input {
    flex: 1;
    min-width: 0;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
  }
  span {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
