import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { SectionRegistryProvider } from '../../../sections/section-registry-context';
import { TEST_REGISTRY } from '../../../testing/sections';
import { PreviewBanner, previewInfoOf } from '../preview-banner';

describe('PreviewBanner', () => {
  afterEach(() => {
    document.cookie = 'gadgets_preview_info=; Max-Age=0';
  });

  it('names the previewed section and version, with the way out, in the previewing browser', async () => {
    document.cookie = 'gadgets_preview_info=bike.3f2a9c0d1e2b';
    renderWithProviders(
      <SectionRegistryProvider value={TEST_REGISTRY}>
        <PreviewBanner />
      </SectionRegistryProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Preview: the Bikes section is shown from version 3f2a9c0d1e2b, in this browser only.',
    );
    expect(screen.getByRole('link', { name: 'End preview' })).toHaveAttribute('href', '/__preview?end=1');
  });

  it('shows nothing to everyone else, or for a cookie that is not a preview', () => {
    document.cookie = 'other=1';
    renderWithProviders(<PreviewBanner />);
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(previewInfoOf('gadgets_preview_info=<script>.x')).toBeNull();
  });
});
