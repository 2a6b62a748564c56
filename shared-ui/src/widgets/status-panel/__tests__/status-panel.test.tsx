import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { Spinner } from '../spinner';
import { StatusPanel } from '../status-panel';

describe('StatusPanel', () => {
  it('announces errors at once and offers the retry action', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(
      <StatusPanel
        tone="error"
        title="Oops! Something went wrong"
        message="Failed to load Dell laptops. Please try again."
        detail="Error: Network error. Please check your connection."
        action={{ label: 'Try Again', onClick: onRetry }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something went wrong');
    expect(alert).toHaveTextContent('Failed to load Dell laptops. Please try again.');
    expect(alert).toHaveTextContent('Error: Network error. Please check your connection.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows empty states politely, without an action unless given one', () => {
    renderWithProviders(
      <StatusPanel tone="empty" title="No laptops found" message="No laptops available for Dell at the moment." />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No laptops found');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the spinner for assistive technology', () => {
    renderWithProviders(<Spinner label="Loading laptop specifications" />);
    expect(screen.getByRole('status', { name: 'Loading laptop specifications' })).toBeInTheDocument();
  });
});
