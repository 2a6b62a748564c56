import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { answeringClient } from '@gadgets/shared-ui/testing';
import { BrandStrip } from '../brand-strip';
import { brandStripActivePage, brandStripPageCount, brandStripPageOffset } from '../brand-strip-pages';

const companies = [
  { name: 'Samsung', logo: '/media/logos/samsung.svg', path: 'samsung', ordinal: 2 },
  { name: 'Apple', logo: '/media/logos/apple.svg', path: 'apple', ordinal: 1 },
  { name: 'Royal Enfield', logo: '/media/logos/re.svg', path: 'royalenfield', ordinal: 3 },
];

const answering = (data: unknown) => answeringClient({ BrandStrip_Companies: { data } });

describe('brand strip pages', () => {
  it('counts scrollable width over 0.8 of the visible width, plus one, at least 2', () => {
    expect(brandStripPageCount(1000, 1000)).toBe(2);
    expect(brandStripPageCount(0, 0)).toBe(2);
    expect(brandStripPageCount(1800, 1000)).toBe(2);
    expect(brandStripPageCount(2600, 1000)).toBe(3);
    expect(brandStripPageCount(3000, 1000)).toBe(4);
  });

  it('scrolls 0.8 of the visible width per page, never past the end', () => {
    expect(brandStripPageOffset(1, 3000, 1000)).toBe(800);
    expect(brandStripPageOffset(3, 3000, 1000)).toBe(2000);
  });

  it('lights the dot of the scroll position, the last one at the end', () => {
    expect(brandStripActivePage(0, 3000, 1000)).toBe(0);
    expect(brandStripActivePage(820, 3000, 1000)).toBe(1);
    expect(brandStripActivePage(2000, 3000, 1000)).toBe(3);
  });
});

describe('BrandStrip', () => {
  it('links each brand to {basePath}/{name lower-cased without spaces}, in ordinal order', () => {
    renderWithProviders(<BrandStrip section="bike" basePath="/bike" />, { client: answering({ companies }) });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Apple', 'Samsung', 'Royal Enfield']);
    expect(screen.getByRole('link', { name: 'Royal Enfield' })).toHaveAttribute('href', '/bike/royalenfield');
  });

  it('highlights the selected brand', () => {
    renderWithProviders(<BrandStrip section="mobile" basePath="/mobile" selected="Samsung" />, {
      client: answering({ companies }),
    });
    expect(screen.getByRole('link', { name: 'Samsung' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Apple' })).not.toHaveAttribute('aria-current');
  });

  it('shows page dots that scroll the strip smoothly', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    renderWithProviders(<BrandStrip section="mobile" basePath="/mobile" />, { client: answering({ companies }) });
    const dots = screen.getAllByRole('button', { name: /Brand page/ });
    expect(dots.length).toBeGreaterThanOrEqual(2);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[1]!);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
  });

  it('keeps the height of the page dots while the brands load, so nothing below moves when they arrive', () => {
    const rowBox = (element: Element) => {
      const style = getComputedStyle(element);
      return { minHeight: style.minHeight, marginTop: style.marginTop };
    };
    const loading = renderWithProviders(<BrandStrip section="bike" basePath="/bike" />, {
      client: answeringClient({ BrandStrip_Companies: () => 'never' }),
    });
    expect(screen.getByLabelText('Loading brands')).toHaveAttribute('aria-busy', 'true');
    const reserved = rowBox(screen.getByTestId('brand-dots-placeholder'));
    loading.unmount();

    renderWithProviders(<BrandStrip section="bike" basePath="/bike" />, { client: answering({ companies }) });
    const dotsRow = screen.getAllByRole('button', { name: /Brand page/ })[0]!.parentElement!;
    expect(reserved).toEqual(rowBox(dotsRow));
    expect(reserved.minHeight).toBe('8px');
  });

  it("shows 'Failed to load companies' with Retry when loading fails", () => {
    const client = answeringClient({
      BrandStrip_Companies: { error: new CombinedError({ networkError: new Error('boom') }) },
    });
    renderWithProviders(<BrandStrip section="mobile" basePath="/mobile" />, { client });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load companies');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
