import { act, within } from '@testing-library/react';
import { appStore } from '@gadgets/shared-ui';
import { mount } from '../mount';
import { fakeApi } from '@gadgets/shared-ui/testing';

const API = 'https://api.example.com/graphql';

/** The API as an integrator's page reaches it: answers by operation name. */
const answers = { SessionCheck_AccessToken: { getAccessToken: null } };

describe('mount() for integrators', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => Object.assign(globalThis, { fetch: originalFetch }));

  it('renders the builder into a detached element, finishes the account check signed out, and unmounts', async () => {
    appStore.getState().setAuthLoading();
    const api = fakeApi(answers);
    Object.assign(globalThis, { fetch: api.fetch });
    const element = document.createElement('div');

    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { initialPath: '/desktop/custom-pc-build', graphqlUrl: API });
    });
    const page = within(element);
    expect(await page.findByRole('heading', { level: 1, name: 'Build Your Custom PC' })).toBeTruthy();
    expect(page.getByRole('button', { name: 'Choose a CPU' })).toBeTruthy();
    expect(page.getByText('Estimated wattage: 0 W')).toBeTruthy();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(appStore.getState().auth.status).toBe('unauthenticated');
    expect(api.requests).toContainEqual({ url: API, operationName: 'SessionCheck_AccessToken' });

    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
  });
});
