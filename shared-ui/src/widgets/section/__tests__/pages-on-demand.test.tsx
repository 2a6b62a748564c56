import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { pagesOnDemand } from '../pages-on-demand';

function pageModule() {
  let loads = 0;
  const load = () => {
    loads += 1;
    return Promise.resolve({ ModelPage: () => <h1>Pixel 9a</h1> });
  };
  return { load, loads: () => loads };
}

describe('pagesOnDemand', () => {
  it('shows the placeholder while a page loads, then the page, loading its module once', async () => {
    const module = pageModule();
    const pages = pagesOnDemand({ model: module.load });
    const ModelPage = pages.page('model', 'ModelPage');
    render(
      <Suspense fallback={<p>Loading the page</p>}>
        <ModelPage />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pixel 9a' })).toBeInTheDocument();
    expect(module.loads()).toBe(1);
  });

  it('renders a preloaded page in one pass, as a server that preloaded its pages does', async () => {
    const module = pageModule();
    const pages = pagesOnDemand({ model: module.load });
    const ModelPage = pages.page('model', 'ModelPage');
    await pages.preload();
    const html = renderToString(
      <Suspense fallback={<p>Loading the page</p>}>
        <ModelPage />
      </Suspense>,
    );
    // The page itself inside its (complete) boundary, not the placeholder.
    expect(html).toBe('<!--$--><h1>Pixel 9a</h1><!--/$-->');
  });
});
