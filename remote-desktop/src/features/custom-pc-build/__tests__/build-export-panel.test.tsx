import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { am5Board, partsByIds, ryzen7700x } from '../../../testing/desktop-fixtures';
import { builder, renderDesktopRoute, signIn } from '../../../testing/render-desktop-route';

const BUILDER = '/desktop/custom-pc-build';
const PARTS = partsByIds([ryzen7700x, am5Board]);
const BUILD_ID = '6f1c8a52-1d3e-4c47-9b1a-3b2f0d9e7a10';

/** The clipboard as the browser offers it: one that takes the text, or one that refuses. */
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

const savedBuild = (publishedAt: string | null) => ({
  _id: BUILD_ID,
  name: 'Quiet rig',
  price: 399,
  updatedAt: '2026-11-23T10:00:00.000Z',
  publishedAt,
  variants: [{ _id: 'v1', category: 'cpu', description: ryzen7700x.name, price: 399, partId: ryzen7700x.id }],
  compatibility: { problems: [] },
});

describe("exporting the builder's build", () => {
  it('shows Markdown of the parts with their prices and the total, and copies it', async () => {
    signIn(null);
    const user = userEvent.setup();
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id},${am5Board.id}`, { CustomPcBuildPage_Parts: PARTS });
    await screen.findByText('AMD Ryzen 7 7700X');
    await user.click(screen.getByRole('button', { name: 'Export build' }));

    // The panel loads on demand.
    const panel = await screen.findByRole('region', { name: 'Export build' });
    const markdown = within(panel).getByLabelText('Markdown export');
    const text = (markdown as HTMLTextAreaElement).value;
    expect(text.split('\n').slice(0, 7)).toEqual([
      '**My PC build**',
      '',
      '* **CPU:** AMD Ryzen 7 7700X - $399.00 (launch list price)',
      '* **Motherboard:** MSI PRO B650M-P - no price',
      '',
      '**Total:** $399.00 for 1 of 2 parts',
      '',
    ]);
    expect(text).toContain('**Estimated wattage:** ');
    expect(text).toContain(`[Open this build](http://localhost${BUILDER}?parts=${ryzen7700x.id},${am5Board.id})`);

    const writeText = clipboard(jest.fn().mockResolvedValue(undefined));
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(text);
    expect(within(panel).getByRole('status')).toHaveTextContent('Copied to the clipboard.');

    await user.click(within(panel).getByRole('radio', { name: 'Reddit table' }));
    expect((within(panel).getByLabelText('Reddit table export') as HTMLTextAreaElement).value).toContain(
      'Type|Item|Price\n:----|:----|:----\n**CPU** | AMD Ryzen 7 7700X | $399.00 (launch list price)',
    );
    expect(within(panel).getByRole('status')).toHaveTextContent('');
  });

  it('selects the text and says how to copy it when the browser refuses the clipboard', async () => {
    signIn(null);
    const user = userEvent.setup();
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id}`, { CustomPcBuildPage_Parts: PARTS });
    await screen.findByText('AMD Ryzen 7 7700X');
    await user.click(screen.getByRole('button', { name: 'Export build' }));
    await user.click(await screen.findByRole('radio', { name: 'Plain text' }));
    clipboard(jest.fn().mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy' }));

    const panel = screen.getByRole('region', { name: 'Export build' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Copying is not allowed here: the text is selected');
    const plain = screen.getByLabelText('Plain text export') as HTMLTextAreaElement;
    expect(plain.value.startsWith('My PC build\n\nCPU: AMD Ryzen 7 7700X - $399.00 (launch list price)')).toBe(true);
    expect([plain.selectionStart, plain.selectionEnd]).toEqual([0, plain.value.length]);
  });

  it('is titled with the name the build was saved under', async () => {
    signIn(builder);
    const user = userEvent.setup();
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id}`, {
      CustomPcBuildPage_Parts: PARTS,
      SavedBuilds_MyBuilds: { data: { myCustomPcs: [] } },
      SavedBuilds_Create: {
        data: { createCustomPc: { _id: BUILD_ID, name: 'Gaming rig', compatibility: { problems: [] } } },
      },
    });
    await screen.findByText('AMD Ryzen 7 7700X');
    await user.click(screen.getByRole('button', { name: 'Save build' }));
    await user.type(screen.getByLabelText('Build name'), 'Gaming rig');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved “Gaming rig” (Compatible).');
    await user.click(screen.getByRole('button', { name: 'Export build' }));
    expect(((await screen.findByLabelText('Markdown export')) as HTMLTextAreaElement).value.split('\n')[0]).toBe(
      '**Gaming rig**',
    );
  });

  it('has nothing to export without parts', async () => {
    signIn(null);
    renderDesktopRoute(BUILDER, { CustomPcBuildPage_Parts: PARTS });
    expect(await screen.findByRole('button', { name: 'Export build' })).toBeDisabled();
  });
});

describe('a saved build', () => {
  it('exports as saved, with a link to its public page when it is published', async () => {
    signIn(builder);
    const user = userEvent.setup();
    renderDesktopRoute(BUILDER, {
      CustomPcBuildPage_Parts: PARTS,
      SavedBuilds_MyBuilds: { data: { myCustomPcs: [savedBuild('2026-11-24T10:00:00.000Z')] } },
      SavedBuilds_Export: {
        data: {
          customPc: {
            _id: BUILD_ID,
            name: 'Quiet rig',
            publishedAt: '2026-11-24T10:00:00.000Z',
            variants: [
              { _id: 'v1', category: 'cpu', description: ryzen7700x.name, price: 399, part: ryzen7700x },
              { _id: 'v2', category: 'gpu', description: 'RTX 5070 (used)', price: 420, part: null },
            ],
            compatibility: { problems: [], unchecked: [], estimatedWattage: 300, recommendedPsuWattage: 400 },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export Quiet rig' }));
    const text = ((await screen.findByLabelText('Markdown export')) as HTMLTextAreaElement).value;
    expect(text).toContain('* **Video Card:** RTX 5070 (used) - $420.00 (own price)');
    expect(text).toContain('**Total:** $819.00 for 2 of 2 parts');
    expect(text).toContain(`[Open this build](http://localhost/desktop/builds/${BUILD_ID})`);
  });

  it('is published from My builds, then links to its public page and can be unpublished', async () => {
    signIn(builder);
    const user = userEvent.setup();
    let published: string | null = null;
    const { client } = renderDesktopRoute(BUILDER, {
      CustomPcBuildPage_Parts: PARTS,
      SavedBuilds_MyBuilds: () => ({ data: { myCustomPcs: [savedBuild(published)] } }),
      SavedBuilds_Publish: () => {
        published = '2026-11-24T10:00:00.000Z';
        return { data: { publishCustomPc: { _id: BUILD_ID, publishedAt: published } } };
      },
      SavedBuilds_Unpublish: () => {
        published = null;
        return { data: { unpublishCustomPc: { _id: BUILD_ID, publishedAt: null } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish Quiet rig' }));
    expect(await screen.findByText(/^Published: anyone with the link can see it/)).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'SavedBuilds_Publish')?.variables).toEqual({
      id: BUILD_ID,
    });
    expect(await screen.findByRole('link', { name: 'Public page of Quiet rig' })).toHaveAttribute(
      'href',
      `/desktop/builds/${BUILD_ID}`,
    );

    await user.click(screen.getByRole('button', { name: 'Unpublish Quiet rig' }));
    expect(await screen.findByRole('button', { name: 'Publish Quiet rig' })).toBeInTheDocument();
    await waitFor(() => expect(client.requestNames()).toContain('SavedBuilds_Unpublish'));
  });
});
