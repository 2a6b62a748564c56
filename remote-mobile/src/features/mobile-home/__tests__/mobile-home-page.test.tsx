import { screen, within } from '@testing-library/react';
import { decodeCompareList } from '@gadgets/shared-ui/widgets';
import { renderMobileRoute } from '../../../testing/render-mobile-route';

const side = (name: string, companyName: string, path: string) => ({
  name,
  companyName,
  companyPath: companyName.toLowerCase(),
  path,
  img: null,
  description: null,
  price: null,
});

describe('/mobile', () => {
  it('shows the brands, the latest phones and curated comparisons that open the compare page', () => {
    renderMobileRoute('/mobile', {
      BrandStrip_Companies: {
        data: { companies: [{ name: 'OnePlus', logo: '/media/logos/oneplus.svg', path: 'oneplus', ordinal: 1 }] },
      },
      MobileHomePage_HomeMobiles: {
        data: {
          homeMobiles: [
            {
              companyPath: 'oneplus',
              companyName: 'OnePlus',
              path: '13',
              name: '13',
              description: '6.82 inches display',
              price: '$899',
              img: '/media/phones/oneplus-13.svg',
            },
          ],
        },
      },
      MobileHomePage_ComparePairs: {
        data: {
          mobileCompareModels: [
            {
              id: '1',
              modelOne: side('iPhone 17 Pro', 'Apple', 'iphone-17-pro'),
              modelTwo: side('Galaxy S25 Ultra', 'Samsung', 'galaxy-s25-ultra'),
            },
          ],
        },
      },
    });
    expect(screen.getByRole('link', { name: 'OnePlus' })).toHaveAttribute('href', '/mobile/oneplus');
    const latest = screen.getByRole('list', { name: 'Latest and popular phones' });
    expect(within(latest).getByRole('link', { name: /13/ })).toHaveAttribute('href', '/mobile/oneplus/13');
    expect(within(latest).getByText('$899')).toBeInTheDocument();
    expect(within(latest).getByText('OnePlus')).toBeInTheDocument();

    const pair = screen.getByRole('link', { name: 'Compare iPhone 17 Pro vs Galaxy S25 Ultra' });
    const url = new URL(pair.getAttribute('href')!, 'http://site');
    expect(url.pathname).toBe('/mobile/compare_mobile_models');
    expect(decodeCompareList(url.searchParams.get('compare')!)).toEqual([
      { company: 'apple', path: 'iphone-17-pro' },
      { company: 'samsung', path: 'galaxy-s25-ultra' },
    ]);
  });

  it('shows skeletons while the phones load', () => {
    renderMobileRoute('/mobile');
    expect(screen.getByRole('status', { name: 'Loading phones' })).toBeInTheDocument();
  });

  it('keeps a place for every showcased phone and pair while they load (10 and 5), shaped like what arrives', () => {
    renderMobileRoute('/mobile');
    expect(within(screen.getByRole('status', { name: 'Loading phones' })).getAllByTestId('skeleton-card')).toHaveLength(
      10,
    );
    expect(
      within(screen.getByRole('status', { name: 'Loading comparisons' })).getAllByTestId('skeleton-pair'),
    ).toHaveLength(5);
  });
});
