import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useSectionRegistry } from '../../sections/section-registry-context';

/** Set beside the preview's HttpOnly cookie by the server's preview link (tooling/serve/preview.mjs). */
const PREVIEW_INFO_COOKIE = 'gadgets_preview_info';
const END_PREVIEW_URL = '/__preview?end=1';

/** `section.version` from the info cookie, or null; a string, so the snapshot is stable between reads. */
export function previewInfoOf(cookies: string): string | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_INFO_COOKIE}=`))
    ?.slice(PREVIEW_INFO_COOKIE.length + 1);
  return value && /^[a-z][a-z0-9_]{0,31}\.[0-9a-f]{12}$/.test(value) ? value : null;
}

const noSubscription = () => () => undefined;

/**
 * In the browser that opened a team's preview link only: which section and version it shows instead of the live one,
 * and the way out. Read after hydration (the server renders every visitor the same header).
 */
export function PreviewBanner() {
  const info = useSyncExternalStore(
    noSubscription,
    () => previewInfoOf(document.cookie),
    () => null,
  );
  const registry = useSectionRegistry();
  if (!info) return null;
  const [name, version] = info.split('.') as [string, string];
  const title = registry?.find((section) => section.name === name)?.title ?? name;
  return (
    <Banner role="region" aria-label="Preview">
      <p>
        <strong>Preview:</strong> the {title} section is shown from version <code>{version}</code>, in this browser
        only.
      </p>
      <a href={END_PREVIEW_URL}>End preview</a>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px 16px;
  padding: 8px 16px;
  background: ${({ theme }) => (theme.mode === 'dark' ? '#1e1b4b' : '#e0e7ff')};
  color: ${({ theme }) => (theme.mode === 'dark' ? '#c7d2fe' : '#312e81')};
  font-size: 0.875rem;
  text-align: center;
  p {
    margin: 0;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`;
