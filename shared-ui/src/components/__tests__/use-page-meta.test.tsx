import { render } from '@testing-library/react';
import { SITE_DESCRIPTION, type PageMeta } from '../page-meta';
import { usePageMeta } from '../use-page-meta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('usePageMeta', () => {
  it('titles the page with the site name and sets its description and share card', () => {
    render(
      <Page
        title="Galaxy S25 Ultra specs"
        description="Full specifications of the Samsung Galaxy S25 Ultra."
        image="/media/phones/s25.svg"
      />,
    );
    expect(document.title).toBe('Galaxy S25 Ultra specs · Gadgets');
    expect(content('meta[name="description"]')).toBe('Full specifications of the Samsung Galaxy S25 Ultra.');
    expect(content('meta[property="og:title"]')).toBe('Galaxy S25 Ultra specs · Gadgets');
    expect(content('meta[property="og:image"]')).toBe('http://localhost/media/phones/s25.svg');
  });

  it('follows navigation to a page without an image or description', () => {
    const { rerender } = render(
      <Page title="Galaxy S25 Ultra specs" description="Phone" image="/media/phones/s25.svg" />,
    );
    rerender(<Page title="Honda Bikes" />);
    expect(document.title).toBe('Honda Bikes · Gadgets');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(content('meta[name="description"]')).toBe(SITE_DESCRIPTION);
  });

  it('marks the page interactive once its code has run, so monitoring and tests know a click will land', () => {
    document.documentElement.setAttribute('data-page-pending', '');
    render(<Page title="Honda Bikes" />);
    expect(document.documentElement.hasAttribute('data-page-pending')).toBe(false);
    expect(document.documentElement.hasAttribute('data-page-interactive')).toBe(true);
  });
});
