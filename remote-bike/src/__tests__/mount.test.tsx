import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mount } from '../mount';
import { bikeCompanies, bikePageFeature } from '../testing/bike-fixtures';
import { fakeApi } from '@gadgets/shared-ui/testing';

const API = 'https://api.example.com/graphql';

/** The API as an integrator's page reaches it: answers by operation name. */
const answers = {
  BrandStrip_Companies: bikeCompanies.data,
  BikeHomePage_TopPerformers: { getTopPerformers: [], getPowerToWeightLeaders: [] },
  BikeHomePage_FuelEfficient: { getFuelEfficientBikes: [] },
  BikeBrandPage_Bikes: {
    getBikeFeaturesByCompany: [
      {
        companyName: 'Royal Enfield',
        companyPath: 'royalenfield',
        model: 'Himalayan 450',
        path: 'himalayan-450',
        series: 'Himalayan',
        price: null,
        img: null,
        published: true,
      },
    ],
  },
  BikeModelPage_Feature: { getBikeFeature: bikePageFeature() },
};

describe('mount() for integrators', () => {
  const originalFetch = globalThis.fetch;
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    Object.assign(globalThis, { fetch: originalFetch });
  });

  it('renders the bike home into a detached element, follows a brand click to its bikes, and unmounts', async () => {
    const api = fakeApi(answers);
    Object.assign(globalThis, { fetch: api.fetch });
    const element = document.createElement('div');

    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { graphqlUrl: API, theme: 'light' });
    });
    const page = within(element);
    // Detached from the document: assert on the element itself.
    expect(await page.findByText('EXCLUSIVE COLLECTION')).toBeTruthy();
    const brands = await page.findByRole('navigation', { name: 'Brands' });
    await userEvent.click(within(brands).getByRole('link', { name: 'Royal Enfield' }));
    expect(await page.findByRole('heading', { level: 1, name: 'Royal Enfield Bikes' })).toBeTruthy();
    expect((await page.findByRole('link', { name: /Himalayan 450/ })).getAttribute('href')).toBe(
      '/bike/royalenfield/himalayan-450',
    );
    expect(api.requests.every((request) => request.url === API)).toBe(true);

    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    expect(screen.queryByText('EXCLUSIVE COLLECTION')).not.toBeInTheDocument();
  });

  it('opens a model page from initialPath with images from the given API', async () => {
    const api = fakeApi(answers);
    Object.assign(globalThis, { fetch: api.fetch });
    const element = document.createElement('div');
    document.body.append(element);
    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { initialPath: '/bike/royalenfield/himalayan-450', graphqlUrl: API });
    });
    const page = within(element);
    expect(
      await page.findByRole('heading', { level: 1, name: 'Royal Enfield Himalayan 450 Specifications' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(page.getByRole('img', { name: 'Royal Enfield Himalayan 450, image 1' })).toHaveAttribute(
        'src',
        'https://api.example.com/media/bikes/royalenfield-himalayan-450.svg',
      ),
    );
    act(() => unmount());
    element.remove();
  });
});
