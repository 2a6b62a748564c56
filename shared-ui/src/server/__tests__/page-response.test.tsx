/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { pageHeadOf } from '../../components/page-meta';
import { usePageMeta } from '../../components/use-page-meta';
import { GadgetThemeProvider } from '../../theme/gadget-theme-provider';
import { PageNotFound } from '../../widgets/not-found/page-not-found';
import { PageResponseProvider, ResponseRedirect, type PageResponse } from '../page-response';

function ModelPage() {
  usePageMeta({ title: 'Pixel 9 Pro specs', description: 'Every spec.', image: '/media/pixel.png' });
  return <h1>Pixel 9 Pro</h1>;
}

const renderOnServer = (page: React.ReactNode) => {
  const response: PageResponse = { status: 200 };
  renderToString(
    <PageResponseProvider value={response}>
      <GadgetThemeProvider>
        <MemoryRouter>{page}</MemoryRouter>
      </GadgetThemeProvider>
    </PageResponseProvider>,
  );
  return response;
};

describe('what rendering on the server learns about the response', () => {
  it('a page that does not exist answers 404', () => {
    expect(renderOnServer(<PageNotFound />)).toMatchObject({ status: 404, meta: { title: 'Page not found' } });
  });

  it('a page asked by an old address answers a permanent redirect to its own', () => {
    expect(renderOnServer(<ResponseRedirect to="/desktop/parts/cpu/amd-ryzen-7-7700x-1" />)).toMatchObject({
      status: 301,
      location: '/desktop/parts/cpu/amd-ryzen-7-7700x-1',
    });
  });

  it("a page's title, description and share image go into the head", () => {
    const response = renderOnServer(<ModelPage />);
    expect(response.status).toBe(200);
    const head = pageHeadOf(response.meta!, 'https://gadgets.example');
    expect(head).toContain('<title>Pixel 9 Pro specs · Gadgets</title>');
    expect(head).toContain('<meta name="description" content="Every spec." />');
    expect(head).toContain('<meta property="og:image" content="https://gadgets.example/media/pixel.png" />');
  });

  it('names the page canonically on the configured site, whatever path it was asked by', () => {
    const head = pageHeadOf({ title: 'Pixel 9 Pro specs' }, 'https://gadgets.example', '/mobile/google/pixel-9-pro');
    expect(head).toContain('<link rel="canonical" href="https://gadgets.example/mobile/google/pixel-9-pro" />');
  });

  it('escapes what a page title carries from the catalogue', () => {
    const head = pageHeadOf({ title: '</title><script>alert(1)</script>' }, 'https://gadgets.example');
    expect(head).not.toContain('<script>');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
