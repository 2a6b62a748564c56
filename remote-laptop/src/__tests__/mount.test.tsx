import { act, waitFor, within } from '@testing-library/react';
import { laptopFeature } from '../testing/laptop-fixtures';
import { mount } from '../mount';
import { fakeApi } from '@gadgets/shared-ui/testing';

const API = 'https://api.example.com/graphql';

/** The API as an integrator's page reaches it: answers by operation name. */
const answers = {
  LaptopModelPage_Feature: { laptopFeature: laptopFeature() },
  CommentsWidget_Comments: { comments: { totalCount: 0, commentsList: [] } },
};

describe('mount() for integrators', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    Object.assign(globalThis, { fetch: originalFetch });
  });

  it('renders a laptop page into a detached element, talks to the given API and unmounts cleanly', async () => {
    const api = fakeApi(answers);
    Object.assign(globalThis, { fetch: api.fetch });
    const element = document.createElement('div');

    let unmount: () => void = () => undefined;
    act(() => {
      unmount = mount(element, { initialPath: '/laptop/dell/xps-13-9350', graphqlUrl: API, theme: 'light' });
    });
    const page = within(element);
    // Detached from the document, as an integrator may mount before inserting the element.
    expect(await page.findByRole('heading', { level: 1, name: 'Dell XPS 13 9350' })).toHaveTextContent(
      'Dell XPS 13 9350',
    );
    expect(api.requests.every((request) => request.url === API)).toBe(true);
    expect(element).toHaveTextContent('Battery & Build');
    expect(element).toHaveTextContent('55 Wh');
    await waitFor(() => expect(page.getByText('No comments yet')).toHaveTextContent('No comments yet'));

    act(() => unmount());
    expect(element).toBeEmptyDOMElement();
    expect(api.requests.map((request) => request.operationName)).toContain('LaptopModelPage_Feature');
  });
});
