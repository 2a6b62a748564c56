import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { GadgetThemeProvider } from '@gadgets/shared-ui';
import { siteRoutes } from '../../../../routes';
import { SectionRegistryProvider } from '../../../../sections/section-registry-context';
import { scriptedClient, signedOutHandlers } from '../../../../testing/scripted-client';
import { TEST_REGISTRY } from '../../../../testing/sections';
import { AuthProvider } from '../../auth-provider';

// jsdom has no scrolling; the router's scroll restoration calls it on every page.
beforeAll(() => {
  window.scrollTo = jest.fn() as never;
});

function renderSite(path: string, handlers = signedOutHandlers()) {
  const { client } = scriptedClient(handlers);
  const router = createMemoryRouter(siteRoutes, { initialEntries: [path] });
  render(
    <SectionRegistryProvider value={TEST_REGISTRY}>
      <UrqlProvider value={client}>
        <AuthProvider>
          <GadgetThemeProvider>
            <RouterProvider router={router} />
          </GadgetThemeProvider>
        </AuthProvider>
      </UrqlProvider>
    </SectionRegistryProvider>,
  );
}

describe('account routes', () => {
  it.each([
    ['/account/profile', 'Profile Settings'],
    ['/account/settings', 'Account Settings'],
    ['/account/preferences', 'Preferences'],
  ])('%s is the %s page, titled so, with the links between the account pages', async (path, title) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toMatch(new RegExp(`^${title}`));
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent(title);
  });
});
