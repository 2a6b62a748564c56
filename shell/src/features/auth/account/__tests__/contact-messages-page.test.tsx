import { screen, within } from '@testing-library/react';
import { signedInHandlers } from '../../../../testing/scripted-client';
import { ContactMessagesPage } from '../contact-messages-page';
import { ADA, renderAccountPage } from './account-test-kit';

const message = (id: string, subject: string, handled = false) => ({
  id,
  name: 'Grace',
  email: 'grace@example.com',
  subject,
  message: 'The Pixel 9 battery figure looks wrong.',
  createdAt: '2026-05-01T12:00:00Z',
  fromAccount: false,
  handled,
});

describe('/account/messages', () => {
  it('lists the contact messages for an admin, marks one handled, and shows older ones on request', async () => {
    const { user, calls } = renderAccountPage(<ContactMessagesPage />, {
      ...signedInHandlers({ ...ADA, admin: true }),
      ContactMessagesPage_Messages: (variables) =>
        variables.before === null
          ? { data: { contactMessages: { nextCursor: '2', items: [message('3', 'Wrong battery figure')] } } }
          : { data: { contactMessages: { nextCursor: null, items: [message('2', 'Older question', true)] } } },
      ContactMessagesPage_MarkHandled: (variables) => ({
        data: { markContactMessageHandled: { id: variables.id, handled: variables.handled, handledAt: null } },
      }),
    });
    const newest = await screen.findByRole('listitem', { name: 'Wrong battery figure' });
    expect(newest).toHaveTextContent('grace@example.com');
    await user.click(within(newest).getByRole('button', { name: 'Mark handled' }));
    expect(calls.find((call) => call.name === 'ContactMessagesPage_MarkHandled')?.variables).toEqual({
      id: '3',
      handled: true,
    });

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const older = await screen.findByRole('listitem', { name: 'Older question' });
    expect(within(older).getByRole('button', { name: 'Mark unhandled' })).toBeInTheDocument();
  });

  it('tells an account that is not an admin that the messages are for admins, and asks nothing', async () => {
    const { callNames } = renderAccountPage(<ContactMessagesPage />);
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(callNames()).not.toContain('ContactMessagesPage_Messages');
  });
});
