import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { FinderFiltersSheet } from '../finder-filters-sheet';

const PHONES = { one: 'phone', many: 'phones' };

/** A finder in miniature: checking NFC leaves 2 of 40 phones; the count is unknown until `loaded`. */
function Finder({ loaded = true }: { loaded?: boolean }) {
  const [nfc, setNfc] = useState(false);
  return (
    <>
      <FinderFiltersSheet activeCount={nfc ? 1 : 0} count={loaded ? (nfc ? 2 : 40) : undefined} nouns={PHONES}>
        <form aria-label="Phone filters">
          <label>
            <input type="checkbox" checked={nfc} onChange={(event) => setNfc(event.target.checked)} /> NFC
          </label>
        </form>
      </FinderFiltersSheet>
      <button type="button">Next page</button>
    </>
  );
}

const opener = () => screen.getByRole('button', { name: /^Filters/ });

describe('the finder filters sheet', () => {
  it('renders the filters once, with no dialog until the Filters button opens it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder />);
    expect(screen.getAllByRole('form', { name: 'Phone filters' })).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveAttribute('aria-expanded', 'false');

    await user.click(opener());
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(screen.getByRole('form', { name: 'Phone filters' }));
    expect(sheet).toHaveFocus();
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('counts the filters set on its button and the phones they leave on the Show button, which closes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder />);
    expect(opener()).toHaveTextContent(/^Filters$/);
    await user.click(opener());
    expect(screen.getByRole('button', { name: 'Show 40 phones' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'NFC' }));
    expect(opener()).toHaveTextContent('Filters (1)');
    await user.click(screen.getByRole('button', { name: 'Show 2 phones' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('says what it shows before the first count arrives', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder loaded={false} />);
    await user.click(opener());
    expect(screen.getByRole('button', { name: 'Show phones' })).toBeInTheDocument();
  });

  it('closes on Escape and on its Close button, giving the focus back to the Filters button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder />);
    await user.click(opener());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();

    await user.click(opener());
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
  });

  it('keeps Tab inside the sheet while it is open', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Finder />);
    await user.click(opener());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'NFC' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show 40 phones' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Show 40 phones' })).toHaveFocus();
  });
});
