import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  am5Board,
  ddr5Kit,
  lga1700Board,
  partsByIds,
  ryzen7700x,
  SOCKET_ERROR,
} from '../../../testing/desktop-fixtures';
import { renderDesktopRoute, signIn } from '../../../testing/render-desktop-route';

const BUILDER = '/desktop/custom-pc-build';
const answers = { CustomPcBuildPage_Parts: partsByIds([ryzen7700x, am5Board, lga1700Board, ddr5Kit]) };

beforeEach(() => signIn(null));

describe('the build slots', () => {
  it('start empty, each with its choose button, and the wattage shows from the start', () => {
    renderDesktopRoute(BUILDER, answers);
    const build = screen.getByRole('list', { name: 'Your build' });
    for (const label of [
      'Choose a CPU',
      'Choose a CPU Cooler',
      'Choose a Motherboard',
      'Choose Memory',
      'Choose Storage',
      'Choose a Video Card',
      'Choose a Case',
      'Choose a Power Supply',
    ]) {
      expect(within(build).getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText('Estimated wattage: 0 W')).toBeInTheDocument();
  });

  it('show the parts of the address with key specs, a labelled list price, Change and Remove', async () => {
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id},${am5Board.id},${ddr5Kit.id}`, answers);
    expect(await screen.findByText('AMD Ryzen 7 7700X')).toBeInTheDocument();
    expect(screen.getByText('Socket: AM5 · Cores: 8 · Boost clock: 5.4 GHz · TDP: 105 W')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your build' })).getByText('$399.00')).toBeInTheDocument();
    expect(screen.getByText(/USD list price/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'source' })).toHaveAttribute('href', ryzen7700x.listPrice!.sourceUrl);
    expect(screen.getByRole('button', { name: 'Change AMD Ryzen 7 7700X' })).toBeInTheDocument();
    // Memory takes more than one kit.
    expect(screen.getByRole('button', { name: 'Add Memory' })).toBeInTheDocument();
    // 105 + 50 + 2 x 5
    expect(screen.getByText('Estimated wattage: 165 W')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Errors' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Warnings' })).getByText(
        'CPU AMD Ryzen 7 7700X comes without a cooler: choose a CPU cooler.',
      ),
    ).toBeInTheDocument();
  });

  it('explain a conflict as an error naming both parts, and drop a removed part from the address', async () => {
    const user = userEvent.setup();
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id},${lga1700Board.id}`, answers);
    const errors = await screen.findByRole('list', { name: 'Errors' });
    expect(within(errors).getByText(SOCKET_ERROR)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Gigabyte Z790 AORUS ELITE AX' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`${BUILDER}?parts=${ryzen7700x.id}`);
    expect(screen.queryByRole('list', { name: 'Errors' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a Motherboard' })).toBeInTheDocument();
  });

  it('take a price from the visitor where no list price is published, and add it to the total', async () => {
    const user = userEvent.setup();
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id},${am5Board.id}`, answers);
    expect(await screen.findByText('Total: $399.00 for 1 of 2 parts')).toBeInTheDocument();
    expect(screen.getByText(/1 part unpriced/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your price for MSI PRO B650M-P'), '129.99');
    expect(screen.getByText('Total: $528.99')).toBeInTheDocument();
    expect(screen.queryByText(/unpriced/)).not.toBeInTheDocument();
  });

  it('say "No prices yet" instead of a total of $0.00 while no chosen part has a price', async () => {
    renderDesktopRoute(`${BUILDER}?parts=${am5Board.id}`, answers);
    expect(await screen.findByText('No prices yet')).toBeInTheDocument();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
  });

  it('say "No prices yet" for an empty build', async () => {
    renderDesktopRoute(BUILDER, answers);
    expect(await screen.findByText('No prices yet')).toBeInTheDocument();
    expect(screen.queryByText(/Total:/)).not.toBeInTheDocument();
  });
});
