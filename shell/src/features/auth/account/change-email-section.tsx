import { useAuth } from '../auth-provider';
import { validateChangeEmail, type ChangeEmailValues } from '../auth-validation';
import { PasswordField, SubmitButton, TextField } from '../../../forms/form-controls';
import { useForm } from '../../../forms/use-form';
import { AccountForm, AccountSection } from './account-frame';
import { placeFailure } from './account-failure';
import { FormMessages, useFormMessages } from '../../../forms/form-messages';

const EMPTY: ChangeEmailValues = { newEmail: '', password: '' };

export const emailChangeSentMessage = (address: string) =>
  `We have sent a link to ${address}. Open it within 24 hours to make it your e-mail address; until then your account keeps its current one.`;

/** A new address and the current password; the API mails the new address a link, and opening it makes the change. */
export function ChangeEmailSection() {
  const { requestEmailChange } = useAuth();
  const messages = useFormMessages();
  const form = useForm({
    initialValues: EMPTY,
    validate: validateChangeEmail,
    onSubmit: async ({ newEmail, password }) => {
      const address = newEmail.trim();
      const outcome = await requestEmailChange(address, password);
      if (outcome.ok) {
        form.reset();
        messages.setSuccess(emailChangeSentMessage(address));
        return;
      }
      const placed = placeFailure(outcome, { newEmail: 'newEmail', password: 'password' });
      messages.setFailure(placed.formMessage);
      return placed.fieldErrors;
    },
    onEdit: messages.clear,
  });

  return (
    <AccountSection aria-labelledby="change-email-title">
      <h2 id="change-email-title">Change e-mail</h2>
      <p>
        We send a link to the new address, and it becomes your address once you open it. Your current address is told of
        the change, and every other device is signed out.
      </p>
      <AccountForm ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          placeholder="Enter your new email"
          {...form.textField('newEmail')}
        />
        <PasswordField label="Your password" autoComplete="current-password" {...form.textField('password')} />
        <FormMessages success={messages.success} failure={messages.failure} />
        <SubmitButton loading={form.submitting} accent="green">
          Change e-mail
        </SubmitButton>
      </AccountForm>
    </AccountSection>
  );
}
