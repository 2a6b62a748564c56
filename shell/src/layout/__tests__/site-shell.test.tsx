import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { cleanup, render } from '@testing-library/react';
import { GadgetThemeProvider } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient, signedOutHandlers } from '../../testing/scripted-client';
import { AuthProvider } from '../../features/auth';
import { ResetPasswordRedirect, siteRoutes } from '../../routes';
import { SectionRegistryProvider } from '../../sections/section-registry-context';
import { TEST_REGISTRY } from '../../testing/sections';

// jsdom has no scrolling; the router's scroll restoration calls it on every page.
beforeAll(() => {
  window.scrollTo = jest.fn() as never;
});

function renderSite(path = '/') {
  const { client } = scriptedClient(signedOutHandlers());
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
  return { router, user: userEvent.setup() };
}

describe('header', () => {
  it('has the logo to /, the search box, the bell and the account button', async () => {
    renderSite('/about');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Gadget Specs home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('searchbox', { name: 'Search phones' })).toHaveAttribute('readonly');
    expect(within(header).getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    expect(await within(header).findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("links every deployed section in the registry's order, marking the one the page is in", async () => {
    renderSite('/laptop/apple');
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Phones', '/mobile'],
      ['Laptops', '/laptop'],
      ['Bikes', '/bike'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Laptops');
  });

  it('shows the under-development banner until dismissed, then fixes the header at the top', async () => {
    const { user } = renderSite('/about');
    const banner = screen.getByRole('region', { name: 'Site notice' });
    expect(banner).toHaveTextContent('This site is under development.');
    expect(screen.getByRole('banner')).toHaveStyle({ position: 'sticky' });
    await user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Site notice' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveStyle({ position: 'fixed' });
  });
});

describe('footer', () => {
  it('has the three link lists, four social links, the response promise and the copyright link', async () => {
    renderSite('/about');
    const footer = await screen.findByRole('contentinfo');
    const list = (name: string) => within(within(footer).getByRole('navigation', { name })).getAllByRole('link');
    expect(list('Categories').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Smartphones', '/devices?category=smartphones'],
      ['Tablets', '/devices?category=tablets'],
      ['Smartwatches', '/devices?category=smartwatches'],
      ['Earbuds', '/devices?category=earbuds'],
      ['Accessories', '/devices?category=accessories'],
    ]);
    expect(list('About').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Our Story', '/about'],
      ['Team', '/team'],
      ['Careers', '/careers'],
      ['Press', '/press'],
      ['Contact', '/contact'],
    ]);
    expect(list('Help').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Help Center', '/help'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
      ['FAQ', '/faq'],
    ]);
    const social = within(footer).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveLength(4);
    social.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    expect(footer).toHaveTextContent('1-2 business days');
    expect(within(footer).getByRole('link', { name: /© \d{4} Gadget Specs/ })).toHaveAttribute('href', '/');
  });
});

describe('routes', () => {
  it.each([
    ['/about', 'Our Story'],
    ['/team', 'Team'],
    ['/careers', 'Careers'],
    ['/press', 'Press'],
    ['/contact', 'Contact'],
    ['/help', 'Help Center'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
    ['/faq', 'FAQ'],
  ])('%s shows %s', async (path, title) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('says where the data comes from on the About page', async () => {
    renderSite('/about');
    const credits = await screen.findByRole('region', { name: 'Data sources and credits' });
    expect(within(credits).getAllByRole('link', { name: 'CC BY-SA 3.0' }).length).toBeGreaterThan(0);
    expect(within(credits).getByRole('heading', { name: 'BuildCores OpenDB' })).toBeInTheDocument();
  });

  it('redirects /reset-password to /auth/reset-password keeping the token', () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <p>{`${pathname}${search}`}</p>;
    }
    renderWithProviders(
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordRedirect />} />
        <Route path="/auth/reset-password" element={<Where />} />
      </Routes>,
      { route: '/reset-password?token=abc' },
    );
    expect(screen.getByText('/auth/reset-password?token=abc')).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths, including a section the registry does not have', async () => {
    for (const path of ['/no-such-page', '/desktop/custom-pc-build', '/mobiles/google']) {
      renderSite(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      cleanup();
    }
  });
});
