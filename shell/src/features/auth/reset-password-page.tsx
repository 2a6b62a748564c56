import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageContainer, PageLead, PageTitle, useAppStore, usePageMeta } from '@gadgets/shared-ui';
import { Card, Primary } from './activate-account-page';
import { useAuth } from './auth-provider';
import { validateNewPassword } from './auth-validation';
import { SubmitButton } from '../../forms/form-controls';
import { NewPasswordFields } from './new-password-fields';
import { useForm } from '../../forms/use-form';

/** The page the reset e-mail links to: a new password, twice, under the sign-up rules. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('resetToken') ?? '';
  const { resetPassword } = useAuth();
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  usePageMeta({ title: 'Choose a new password' });
  const [formError, setFormError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: validateNewPassword,
    onSubmit: async ({ password }) => {
      const outcome = await resetPassword(token, password);
      if (outcome.ok) return setSucceeded(true);
      setFormError(outcome.message);
    },
    onEdit: () => setFormError(null),
  });

  if (!token) {
    return (
      <PageContainer>
        <Card role="alert">
          <PageTitle>This reset link is incomplete</PageTitle>
          <PageLead>Open the link from your reset e-mail again, or ask for a new one from the sign-in menu.</PageLead>
          <Primary type="button" onClick={openAccountMenu}>
            Sign in
          </Primary>
        </Card>
      </PageContainer>
    );
  }

  if (succeeded) {
    return (
      <PageContainer>
        <Card role="status">
          <PageTitle>Your password has been changed</PageTitle>
          <PageLead>Sign in with your new password.</PageLead>
          <Primary type="button" onClick={openAccountMenu}>
            Sign in
          </Primary>
        </Card>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Card>
        <PageTitle>Choose a new password</PageTitle>
        <PageLead>At least 8 characters, with an upper-case letter, a lower-case letter and a number.</PageLead>
        <form ref={form.formRef} noValidate onSubmit={form.handleSubmit}>
          <NewPasswordFields
            form={form}
            labels={{ password: 'New password', confirm: 'Confirm new password' }}
            placeholders={{ password: 'Enter a new password', confirm: 'Enter it again' }}
          />
          {formError && (
            <p role="alert">
              <strong>{formError}</strong> Reset links work once and expire; ask for a new one from the sign-in menu if
              this one is used up.
            </p>
          )}
          <SubmitButton loading={form.submitting} accent="green">
            Reset Password
          </SubmitButton>
        </form>
      </Card>
    </PageContainer>
  );
}
