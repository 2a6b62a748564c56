import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, createAppStore, THEME_STORAGE_KEY } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { preloadToolbarDrawer, ToolbarPanel } from '../toolbar-panel';

// Load the lazily loaded layer up front so each test opens it at once.
beforeAll(() => preloadToolbarDrawer());

async function openToolbar() {
  const user = userEvent.setup();
  renderWithProviders(<ToolbarPanel />);
  await user.click(screen.getByRole('button', { name: 'Open toolbar' }));
  return user;
}

describe('toolbar', () => {
  it('shows the panel with its three sections', async () => {
    await openToolbar();
    expect(screen.getByRole('dialog', { name: 'Toolbar' })).toBeInTheDocument();
    expect(screen.getByText('Customize your experience')).toBeInTheDocument();
    expect(screen.getByText('Featured Tool')).toBeInTheDocument();
    expect(screen.getByText('More Features Soon')).toBeInTheDocument();
    const tool = screen.getByRole('link', { name: /Build Your Custom PC/ });
    expect(tool).toHaveAttribute('href', '/desktop/custom-pc-build');
    expect(tool).toHaveTextContent('Configure your dream setup');
    expect(tool).toHaveTextContent('Available Now');
  });

  it('switches night mode and stores the choice under "theme"', async () => {
    act(() => appStore.setState({ theme: 'light' }));
    const user = await openToolbar();
    const toggle = screen.getByRole('switch', { name: 'Night Mode' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Light theme active')).toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByText('Dark theme active')).toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(toggle);
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('starts from the stored choice, else from the system preference', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(createAppStore({ prefersDark: () => false }).getState().theme).toBe('dark');
    window.localStorage.clear();
    expect(createAppStore({ prefersDark: () => true }).getState().theme).toBe('dark');
    expect(createAppStore({ prefersDark: () => false }).getState().theme).toBe('light');
  });

  it('closes on Esc and gives focus back to the toolbar button', async () => {
    const user = await openToolbar();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open toolbar' })).toHaveFocus());
  });

  it('closes from its close button and the backdrop', async () => {
    const user = await openToolbar();
    await user.click(screen.getByRole('button', { name: 'Close toolbar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open toolbar' }));
    await user.click(screen.getByTestId('toolbar-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
