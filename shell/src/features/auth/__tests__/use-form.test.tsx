import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '../../../forms/use-form';

type Submit = (values: { email: string; agree: boolean }) => Promise<{ email?: string } | void>;

/** A two-field form on the hook, as the account forms use it. */
function EmailForm({ onSubmit }: { onSubmit: Submit }) {
  const form = useForm({
    initialValues: { email: '', agree: false },
    validate: ({ email, agree }) => ({
      ...(email ? {} : { email: 'Email is required' }),
      ...(agree ? {} : { agree: 'Please agree' }),
    }),
    onSubmit,
  });
  const email = form.textField('email');
  const agree = form.checkField('agree');
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
      <label>
        Email
        <input name={email.name} value={email.value} onChange={email.onChange} aria-invalid={Boolean(email.error)} />
      </label>
      {email.error ? <p role="alert">{email.error}</p> : null}
      <label>
        <input
          type="checkbox"
          name={agree.name}
          checked={agree.checked}
          onChange={agree.onChange}
          aria-invalid={Boolean(agree.error)}
        />
        Agree
      </label>
      {agree.error ? <p role="alert">{agree.error}</p> : null}
      <button type="submit" disabled={form.submitting}>
        Send
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('checks the rules before submitting, focuses the first wrong field, and clears a message when its field is edited', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => undefined);
    render(<EmailForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email is required',
      'Please agree',
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Please agree']);
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a', agree: true });
  });

  it('shows the errors the submit returns on their fields and is busy while it runs', async () => {
    const user = userEvent.setup();
    let answer: (errors: { email: string }) => void = () => undefined;
    render(<EmailForm onSubmit={() => new Promise((resolve) => (answer = resolve))} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'taken@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await act(async () => answer({ email: 'Email already registered' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email already registered');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
