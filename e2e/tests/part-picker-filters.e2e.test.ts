import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const BUILDER = '/desktop/custom-pc-build';

/** The video cards the API was seeded with, read from the committed data, not through the API. */
function seededGpus(): { chipset: string | null; length_mm: number | null }[] {
  const file = path.resolve(__dirname, '../../api/data/pc-parts/gpus.json.gz');
  return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
}

const browsing = setupBrowserContext();

describe("the part picker's own filters", () => {
  it('filters video cards by chipset and length with exact counts, each kept in the address', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}${BUILDER}?pick=gpu`);
    const picker = page.getByRole('region', { name: 'Choose a Video Card' });
    const everyCard = seededGpus();
    await picker.getByText(`${everyCard.length} parts`).waitFor();

    const chipset = 'GeForce RTX 4070';
    const ofChipset = everyCard.filter((card) => card.chipset === chipset);
    // The option says how many cards choosing it leaves, before it is chosen.
    await picker.getByRole('option', { name: `${chipset} (${ofChipset.length})` }).waitFor({ state: 'attached' });
    await picker.getByRole('combobox', { name: 'Chipset', exact: true }).selectOption(chipset);
    await picker.getByText(`${ofChipset.length} parts`).waitFor();

    const short = ofChipset.filter((card) => card.length_mm !== null && card.length_mm <= 300).length;
    expect(short).toBeGreaterThan(0);
    expect(short).toBeLessThan(ofChipset.length);
    await picker.getByRole('combobox', { name: 'Length' }).selectOption({ label: `Up to 300 mm (${short})` });
    await picker.getByText(`${short} parts`).waitFor();
    const address = new URL(page.url());
    expect(address.searchParams.get('chipset')).toBe(chipset);
    expect(address.searchParams.get('length')).toBe('300');

    // A reload (or a shared link) opens the same filtered list.
    await page.reload();
    await page.getByRole('region', { name: 'Choose a Video Card' }).getByText(`${short} parts`).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
