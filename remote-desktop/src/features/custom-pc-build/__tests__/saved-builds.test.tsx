import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@gadgets/shared-ui';
import { am5Board, lga1700Board, partsByIds, ryzen7700x } from '../../../testing/desktop-fixtures';
import { builder, renderDesktopRoute, signIn } from '../../../testing/render-desktop-route';

const BUILDER = '/desktop/custom-pc-build';
const PARTS = partsByIds([ryzen7700x, am5Board, lga1700Board]);

const savedBuild = {
  _id: '6f1c8a52-1d3e-4c47-9b1a-3b2f0d9e7a10',
  name: 'Quiet rig',
  price: 399,
  updatedAt: '2026-11-23T10:00:00.000Z',
  variants: [
    { _id: 'v1', category: 'cpu', description: ryzen7700x.name, price: 399, partId: ryzen7700x.id },
    { _id: 'v2', category: 'motherboard', description: lga1700Board.name, price: 0, partId: lga1700Board.id },
  ],
  compatibility: { problems: [{ severity: 'ERROR' }, { severity: 'WARNING' }] },
};

afterEach(() => appStore.setState({ accountMenuOpen: false }));

describe('saving a build', () => {
  it('signed out, offers sign-in and keeps the unsaved build in the address', async () => {
    signIn(null);
    const user = userEvent.setup();
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id}`, { CustomPcBuildPage_Parts: PARTS });
    await screen.findByText('AMD Ryzen 7 7700X');
    await user.click(screen.getByRole('button', { name: 'Save build' }));
    expect(screen.getByText(/Sign in to save this build/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent(`${BUILDER}?parts=${ryzen7700x.id}`);
    expect(screen.queryByRole('heading', { name: 'My builds' })).not.toBeInTheDocument();
  });

  it('signed in, asks for a name and saves the parts with their prices', async () => {
    signIn(builder);
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id},${am5Board.id}`, {
      CustomPcBuildPage_Parts: PARTS,
      SavedBuilds_MyBuilds: { data: { myCustomPcs: [] } },
      SavedBuilds_Create: {
        data: { createCustomPc: { _id: savedBuild._id, name: 'Gaming rig', compatibility: { problems: [] } } },
      },
    });
    await screen.findByText('AMD Ryzen 7 7700X');
    await user.click(screen.getByRole('button', { name: 'Save build' }));
    await user.type(screen.getByLabelText('Build name'), 'Gaming rig');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved “Gaming rig” (Compatible).')).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'SavedBuilds_Create')?.variables).toEqual({
      input: {
        name: 'Gaming rig',
        variants: [
          { category: 'cpu', description: 'AMD Ryzen 7 7700X', price: 399, partId: ryzen7700x.id },
          { category: 'motherboard', description: 'MSI PRO B650M-P', price: 0, partId: am5Board.id },
        ],
      },
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`build=${savedBuild._id}`));
  });

  it('lists my builds with total and status, and opens, renames, duplicates and deletes them', async () => {
    signIn(builder);
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(BUILDER, {
      CustomPcBuildPage_Parts: PARTS,
      SavedBuilds_MyBuilds: { data: { myCustomPcs: [savedBuild] } },
      SavedBuilds_Update: {
        data: { updateCustomPc: { _id: savedBuild._id, name: 'Silent rig', compatibility: { problems: [] } } },
      },
      SavedBuilds_Create: {
        data: { createCustomPc: { _id: 'copy', name: 'Quiet rig (copy)', compatibility: { problems: [] } } },
      },
      SavedBuilds_Delete: { data: { deleteCustomPc: true } },
    });
    const list = await screen.findByRole('region', { name: 'My builds' });
    expect(await within(list).findByText('Quiet rig')).toBeInTheDocument();
    expect(within(list).getByText('$399.00 · 1 error')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Open Quiet rig' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `${BUILDER}?parts=${ryzen7700x.id},${lga1700Board.id}&build=${savedBuild._id}`,
    );
    expect(await screen.findByRole('list', { name: 'Errors' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Rename Quiet rig' }));
    const newName = within(list).getByLabelText('New name for Quiet rig');
    await user.clear(newName);
    await user.type(newName, 'Silent rig');
    await user.click(within(list).getByRole('button', { name: 'Save name' }));
    await waitFor(() =>
      expect(client.requests.find((request) => request.name === 'SavedBuilds_Update')?.variables).toEqual({
        id: savedBuild._id,
        input: { name: 'Silent rig' },
      }),
    );

    await user.click(within(list).getByRole('button', { name: 'Duplicate Quiet rig' }));
    await waitFor(() =>
      expect(client.requests.find((request) => request.name === 'SavedBuilds_Create')?.variables).toMatchObject({
        input: {
          name: 'Quiet rig (copy)',
          variants: [{ partId: ryzen7700x.id, price: 399 }, { partId: lga1700Board.id }],
        },
      }),
    );

    await user.click(within(list).getByRole('button', { name: 'Delete Quiet rig' }));
    await waitFor(() =>
      expect(client.requests.find((request) => request.name === 'SavedBuilds_Delete')?.variables).toEqual({
        id: savedBuild._id,
      }),
    );
  });
});
