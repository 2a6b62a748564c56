import { act, screen, waitFor, within } from '@testing-library/react';
import { mobileFeature } from '../testing/mobile-fixtures';
import { mount } from '../mount';
import { fakeApi } from '@gadgets/shared-ui/testing';

const API = 'https://api.example.com/graphql';

/** The API as an integrator's page reaches it: answers by operation name. */
const answers = {
  MobileModelPage_Feature: { mobileFeature: mobileFeature() },
  CommentsWidget_Comments: { comments: { totalCount: 0, commentsList: [] } },
};

describe('mount() for integrators', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    Object.assign(globalThis, { fetch: originalFetch });
  });

  it('renders a phone page into any element, talks to the given API and resolves images against it', async () => {
    const api = fakeApi(answers);
    Object.assign(globalThis, { fetch: api.fetch });
    const element = document.createElement('div');
    document.body.append(element);

    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { initialPath: '/mobile/google/pixel-9', graphqlUrl: API, theme: 'dark' });
    });
    const page = within(element);
    expect(await page.findByRole('heading', { level: 1, name: 'Google Pixel 9' })).toBeInTheDocument();
    expect(api.requests.every((request) => request.url === API)).toBe(true);
    expect(page.getByRole('button', { name: 'Enlarge image' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://api.example.com/media/phones/google-pixel-9.svg',
    );
    await waitFor(() => expect(page.getByText('No comments yet')).toBeInTheDocument());

    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Google Pixel 9' })).not.toBeInTheDocument();
    element.remove();
  });
});
