import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CombinedError } from '@urql/core';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient } from '../../../testing/scripted-client';
import { CONTACT_SENT_MESSAGE, ContactForm } from '../contact-form';

afterEach(() => act(() => appStore.getState().setUnauthenticated()));

async function fillIn(values: { name?: string; email?: string; subject?: string; message?: string }) {
  const user = userEvent.setup();
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.subject) await user.type(screen.getByLabelText('Subject'), values.subject);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
  return user;
}

describe('the contact form', () => {
  it('sends a message, thanks the visitor and clears the form', async () => {
    const { client, calls } = scriptedClient({ ContactForm_Send: { data: { sendContactMessage: true } } });
    renderWithProviders(<ContactForm />, { client });
    const user = await fillIn({
      name: 'Vera',
      email: 'vera@example.com',
      subject: 'Wrong battery',
      message: 'The Pixel 9 battery is 4,700 mAh.',
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SENT_MESSAGE);
    expect(calls.find((call) => call.name === 'ContactForm_Send')?.variables).toEqual({
      input: {
        name: 'Vera',
        email: 'vera@example.com',
        subject: 'Wrong battery',
        message: 'The Pixel 9 battery is 4,700 mAh.',
      },
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('checks the fields like the API before sending anything', async () => {
    const { client, callNames } = scriptedClient({});
    renderWithProviders(<ContactForm />, { client });
    const user = await fillIn({ email: 'not-an-address', message: 'Short' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(within(form).getByText('Please enter your name')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a subject')).toBeInTheDocument();
    expect(within(form).getByText('A message must be at least 10 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(callNames()).not.toContain('ContactForm_Send');
  });

  it("shows the API's field errors by their fields", async () => {
    const error = new CombinedError({
      graphQLErrors: [
        new GraphQLError('Please enter a valid email address', {
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'email',
            fields: [{ field: 'email', message: 'Please enter a valid email address' }],
          },
        }),
      ],
    });
    const { client } = scriptedClient({ ContactForm_Send: { error } });
    renderWithProviders(<ContactForm />, { client });
    const user = await fillIn({ name: 'Vera', email: 'vera@example.c', subject: 'Hi', message: 'Long enough text.' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveValue('Vera');
  });

  it("fills in a signed-in visitor's name and e-mail", async () => {
    act(() => appStore.getState().setAuthenticated({ name: 'Ada Lovelace', email: 'ada@example.com', admin: false }));
    renderWithProviders(<ContactForm />, { client: scriptedClient({}).client });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('ada@example.com');
  });
});
