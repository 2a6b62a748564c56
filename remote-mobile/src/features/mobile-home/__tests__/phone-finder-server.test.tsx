/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider as UrqlProvider } from 'urql';
import { GadgetThemeProvider } from '@gadgets/shared-ui';
import { answeringClient } from '@gadgets/shared-ui/testing';
import { phoneFinderAnswer } from '../../../testing/mobile-fixtures';
import MobileRoutes, { preloadRouteModules } from '../../../routes';

// As the shell's server does before its first page: then no page suspends and one pass renders it whole.
beforeAll(preloadRouteModules);

describe('/mobile/finder on the server', () => {
  // The address says `battery`, as links shared before the bound took its API name (minBatteryMah) do.
  it('renders the filters from the address and the exact count into the first HTML', () => {
    const client = answeringClient({ PhoneFinder_Results: phoneFinderAnswer(2) });
    const html = renderToString(
      <UrqlProvider value={client}>
        <GadgetThemeProvider>
          <MemoryRouter initialEntries={['/mobile/finder?features=5g,nfc&battery=5000&maxPrice=600']}>
            <Routes>
              <Route path="/mobile/*" element={<MobileRoutes />} />
            </Routes>
          </MemoryRouter>
        </GadgetThemeProvider>
      </UrqlProvider>,
    );
    expect(client.requests.at(-1)?.variables).toMatchObject({
      filter: { has5g: true, nfc: true, minBatteryMah: 5000, maxPriceCents: 60_000 },
      limit: 15,
    });
    expect(html).toContain('Phone finder</h1>');
    expect(html).toContain('2 phones');
    expect(html).toContain('<input type="checkbox" checked=""/> <!-- -->5G (2)');
    expect(html).toContain('<input type="checkbox" disabled=""/> <!-- -->LCD (0)');
    expect(html).toContain('Pixel 1');
    // The ranges' histograms are drawn into the first HTML, at their fixed height.
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Price: [^"]*"[^>]*height="48"/);
    expect(html).toContain('aria-label="Battery: ');
  });
});
