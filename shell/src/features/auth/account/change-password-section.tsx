import { useAuth } from '../auth-provider';
import { validateChangePassword, type ChangePasswordValues } from '../auth-validation';
import { PasswordField, SubmitButton } from '../../../forms/form-controls';
import { NewPasswordFields } from '../new-password-fields';
import { useForm } from '../../../forms/use-form';
import { AccountForm, AccountSection } from './account-frame';
import { placeFailure } from './account-failure';
import { FormMessages, useFormMessages } from '../../../forms/form-messages';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Every other device that was signed in to your account has been signed out.';

/** The current password, then a new one under the sign-up rules; the API then ends every other login. */
export function ChangePasswordSection({ onChanged }: { onChanged: () => void }) {
  const { changePassword } = useAuth();
  const messages = useFormMessages();
  const form = useForm({
    initialValues: EMPTY,
    validate: validateChangePassword,
    onSubmit: async ({ currentPassword, password }) => {
      const outcome = await changePassword(currentPassword, password);
      if (outcome.ok) {
        form.reset();
        messages.setSuccess(PASSWORD_CHANGED_MESSAGE);
        onChanged();
        return;
      }
      const placed = placeFailure(outcome, { currentPassword: 'currentPassword', newPassword: 'password' });
      messages.setFailure(placed.formMessage);
      return placed.fieldErrors;
    },
    onEdit: messages.clear,
  });

  return (
    <AccountSection aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change password</h2>
      <p>
        At least 8 characters, with an upper-case letter, a lower-case letter and a number. Very common passwords are
        refused. Changing it signs out every other device.
      </p>
      <AccountForm ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...form.textField('currentPassword')}
        />
        <NewPasswordFields
          form={form}
          labels={{ password: 'New password', confirm: 'Confirm new password' }}
          placeholders={{ password: 'Enter a new password', confirm: 'Enter it again' }}
        />
        <FormMessages success={messages.success} failure={messages.failure} />
        <SubmitButton loading={form.submitting} accent="green">
          Change password
        </SubmitButton>
      </AccountForm>
    </AccountSection>
  );
}
