import styled from 'styled-components';
import { useSectionRegistry } from '../../sections/section-registry-context';

const END_PREVIEW_URL = '/__preview?end=1';

/** Which section and version this browser previews, and the way out (see PreviewBanner). */
export function PreviewNotice({ info }: { info: string }) {
  const registry = useSectionRegistry();
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
  background: ${({ theme }) => theme.colors.previewBackground};
  color: ${({ theme }) => theme.colors.previewText};
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
