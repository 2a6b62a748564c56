import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { ArrivalNotice } from '../arrival-notice';

function Leaving() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/', { state: { notice: 'Your account has been deleted.' } })}>
      Leave
    </button>
  );
}

describe('ArrivalNotice', () => {
  it('shows the message the previous page left, takes focus, and can be dismissed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/" element={<ArrivalNotice />} />
        <Route path="/leaving" element={<Leaving />} />
      </Routes>,
      { route: '/leaving' },
    );
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your account has been deleted.');
    expect(notice).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing without a message', () => {
    renderWithProviders(<ArrivalNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
