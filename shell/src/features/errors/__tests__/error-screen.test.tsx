import { screen } from '@testing-library/react';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { ErrorScreen } from '../error-screen';

describe('error screen', () => {
  it('explains the failure and offers a refresh and the homepage', () => {
    renderWithProviders(<ErrorScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong.An unexpected error occurred while loading this page. Please try refreshing or go back to the homepage.',
    );
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Homepage' })).toBeInTheDocument();
  });
});
