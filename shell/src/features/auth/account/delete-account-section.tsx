import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../auth-provider';
import { validateDeleteAccount } from '../auth-validation';
import { PasswordField, SubmitButton } from '../../../forms/form-controls';
import { useForm } from '../../../forms/use-form';
import { AccountForm, AccountSection } from './account-frame';
import { placeFailure } from './account-failure';
import { FormMessages } from '../../../forms/form-messages';

/** What the home page says once the visitor arrives there (router state `notice`, shown by the home page). */
export const ACCOUNT_DELETED_NOTICE =
  'Your account has been deleted and you have been signed out. We have sent a confirmation to your e-mail address.';

/** Deleting the account takes a second step: the password, typed again. */
export function DeleteAccountSection() {
  const [step, setStep] = useState<'closed' | 'confirming' | 'cancelled'>('closed');
  return (
    <AccountSection aria-labelledby="delete-title">
      <h2 id="delete-title">Delete my account</h2>
      <p>
        This deletes your account and everything kept with it: saved builds, votes, notifications, reviews and sign-ins.
        Your comments stay on their pages, shown as written by &quot;Deleted user&quot;. This cannot be undone.
      </p>
      {step === 'confirming' ? (
        <ConfirmDeletion onCancel={() => setStep('cancelled')} />
      ) : (
        // Back from Cancel, focus returns to the button that opened the step.
        <DangerButton type="button" onClick={() => setStep('confirming')} autoFocus={step === 'cancelled'}>
          Delete my account
        </DangerButton>
      )}
    </AccountSection>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const { deleteAccount } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: validateDeleteAccount,
    onSubmit: async ({ password }) => {
      const outcome = await deleteAccount(password);
      if (outcome.ok) {
        // Signed out already (the page behind shows the sign-in prompt); home says what happened.
        void navigate('/', { state: { notice: ACCOUNT_DELETED_NOTICE } });
        return;
      }
      const placed = placeFailure(outcome, { password: 'password' });
      setFailure(placed.formMessage);
      return placed.fieldErrors;
    },
    onEdit: () => setFailure(null),
  });

  return (
    <AccountForm ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Confirm account deletion">
      <PasswordField
        label="Type your password to confirm"
        autoComplete="current-password"
        autoFocus
        {...form.textField('password')}
      />
      <FormMessages success={null} failure={failure} />
      <Buttons>
        <SubmitButton loading={form.submitting} accent="red">
          Delete my account permanently
        </SubmitButton>
        <CancelButton type="button" onClick={onCancel}>
          Cancel
        </CancelButton>
      </Buttons>
    </AccountForm>
  );
}

const DangerButton = styled.button`
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  cursor: pointer;
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const CancelButton = styled.button`
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
`;
