import { openPage, setupBrowserContext } from '../support/browser';
import { graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

interface Part {
  id: string;
  name: string;
}

/** A CPU of the seed catalogue by its exact name. */
async function cpuNamed(name: string): Promise<Part> {
  const { pcParts } = await graphql<{ pcParts: Part[] }>(
    'query ($search: String!) { pcParts(category: CPU, search: $search, limit: 20) { id name } }',
    { search: name },
  );
  const part = pcParts.find((candidate) => candidate.name === name);
  if (!part) throw new Error(`the catalogue has no ${name}`);
  return part;
}

/** What the API counts as compatible with the part, and in all, among the category's parts. */
async function compatibleCount(category: string, partId: string): Promise<[number, number]> {
  const counts = await graphql<{
    compatible: { pagination: { totalItems: number } };
    every: { pagination: { totalItems: number } };
  }>(
    `
      query ($category: PcPartCategory!, $ids: [ID!]!) {
        compatible: pcPartPicker(category: $category, compatibleWith: $ids, limit: 1) {
          pagination {
            totalItems
          }
        }
        every: pcPartPicker(category: $category, compatibleOnly: false, limit: 1) {
          pagination {
            totalItems
          }
        }
      }
    `,
    { category, ids: [partId] },
  );
  return [counts.compatible.pagination.totalItems, counts.every.pagination.totalItems];
}

const grouped = (count: number) => count.toLocaleString('en-US');

describe('part pages', () => {
  it('serve a part’s page rendered, answer its id alone with a redirect, and an unknown part with 404', async () => {
    const cpu = await cpuNamed('AMD Ryzen 7 7700X');
    const canonical = `/desktop/parts/cpu/amd-ryzen-7-7700x-${cpu.id}`;

    // The id alone, or an old name, is redirected to the part's own address.
    for (const path of [`/desktop/parts/cpu/${cpu.id}`, `/desktop/parts/gpu/an-old-name-${cpu.id}`]) {
      const moved = await fetch(`${testSite().shellUrl}${path}`, { redirect: 'manual' });
      expect({ path, status: moved.status, location: moved.headers.get('location') }).toEqual({
        path,
        status: 301,
        location: canonical,
      });
    }

    const response = await fetch(`${testSite().shellUrl}${canonical}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>AMD Ryzen 7 7700X specs · Gadgets</title>');
    expect(html).toMatch(/<h1[^>]*>AMD Ryzen 7 7700X<\/h1>/);
    for (const row of ['Socket', 'Boost clock', 'TDP', 'Memory types']) expect(html).toContain(`>${row}</th>`);
    expect(html).toContain('>5.4 GHz</td>');
    // The compatible counts run the rules over whole categories: the browser asks for them once the page is live.
    expect(html).toContain('Counting compatible motherboards');

    const missing = await fetch(
      `${testSite().shellUrl}/desktop/parts/cpu/no-such-cpu-00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Part Not Found');
  });

  it('link a compatible count to the builder’s picker listing exactly those parts, the part in the build', async () => {
    const cpu = await cpuNamed('AMD Ryzen 7 7700X');
    const [boards, allBoards] = await compatibleCount('MOTHERBOARD', cpu.id);
    expect(boards).toBeGreaterThan(0);
    expect(boards).toBeLessThan(allBoards);
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/desktop/parts/cpu/${cpu.id}`);
    expect(new URL(page.url()).pathname).toBe(`/desktop/parts/cpu/amd-ryzen-7-7700x-${cpu.id}`);
    const socket = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Socket', exact: true }) });
    await socket.getByRole('cell', { name: 'AM5' }).waitFor();

    await page.getByRole('link', { name: `${grouped(boards)} of ${grouped(allBoards)} motherboards` }).click();
    await page.waitForURL((url) => url.pathname === '/desktop/custom-pc-build');
    const address = new URL(page.url()).searchParams;
    expect([address.get('parts'), address.get('pick')]).toEqual([cpu.id, 'motherboard']);
    const picker = page.getByRole('region', { name: 'Choose a Motherboard' });
    expect(await picker.getByRole('checkbox', { name: 'Compatible only' }).isChecked()).toBe(true);
    await picker
      .locator('caption')
      .filter({ hasText: new RegExp(`^${boards} parts$`) })
      .waitFor();
    await page.getByRole('button', { name: 'Change AMD Ryzen 7 7700X', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('compare two parts found from a part’s page, the rows where they differ marked', async () => {
    const cpu = await cpuNamed('AMD Ryzen 7 7700X');
    const other = await cpuNamed('AMD Ryzen 9 7950X');
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/desktop/parts/cpu/${cpu.id}`);
    await page.getByRole('searchbox', { name: 'Find a CPU to compare with this one' }).fill('Ryzen 9 7950X');
    await page
      .getByRole('list', { name: 'Find a CPU to compare with this one: results' })
      .getByRole('link', { name: 'AMD Ryzen 9 7950X', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Compare CPUs' }).waitFor();
    expect(new URL(page.url()).searchParams.get('ids')).toBe(`${cpu.id},${other.id}`);

    const comparison = page.getByRole('table', { name: 'Comparison' });
    const cores = comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Cores/ }) });
    expect(await cores.getAttribute('data-differs')).toBe('true');
    expect(await cores.getByRole('rowheader').textContent()).toBe('Cores Differs');
    // More cores is better: the 16-core part's cell carries the Best mark.
    expect(await cores.getByRole('cell').allTextContents()).toEqual(['8', '16Best']);
    const socket = comparison
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Socket', exact: true }) });
    expect(await socket.getAttribute('data-differs')).toBeNull();

    // A link naming a part of another category is refused.
    const { pcParts: cards } = await graphql<{ pcParts: Part[] }>('{ pcParts(category: GPU, limit: 1) { id name } }');
    await page.goto(`${testSite().shellUrl}/desktop/parts/cpu/compare?ids=${cpu.id},${cards[0]!.id}`);
    await page.getByRole('heading', { name: 'Only parts of one kind can be compared' }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
