import { useId, useState } from 'react';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { useAuth } from './auth-provider';
import { validateResetRequest } from './auth-validation';
import { EmailField, LinkButton, SubmitButton } from '../../forms/form-controls';
import { FormPanel, PanelBody, PanelFooter, SuccessView } from './panel-layout';
import { useForm } from '../../forms/use-form';

interface ForgotPasswordPanelProps {
  accent: AccentName;
  onClose: () => void;
  onSignIn: () => void;
}

export function ForgotPasswordPanel({ accent, onClose, onSignIn }: ForgotPasswordPanelProps) {
  const { forgotPassword } = useAuth();
  const titleId = useId();
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => validateResetRequest(email),
    onSubmit: async ({ email }) => {
      const outcome = await forgotPassword(email.trim());
      if (outcome.ok) return setSucceeded(true);
      return { email: outcome.message };
    },
  });

  if (succeeded) {
    return (
      <section aria-labelledby={titleId}>
        <SuccessView role="status">
          <h2 id={titleId}>Check Your Email</h2>
          <p>We&apos;ve sent password reset instructions to your email address.</p>
          <p>Please check your inbox...</p>
        </SuccessView>
        <PanelBody>
          <PanelFooter>
            Remember your password?{' '}
            <LinkButton type="button" onClick={onSignIn} data-autofocus>
              Sign in
            </LinkButton>
          </PanelFooter>
        </PanelBody>
      </section>
    );
  }

  return (
    <FormPanel
      title="Reset Password"
      subtitle="Enter your email to reset your password"
      titleId={titleId}
      onClose={onClose}
      accent={accent}
      form={form}
      after={
        <>
          <HelpText>
            We&apos;ll send you a secure link to reset your password. Check your email inbox and spam folder.
          </HelpText>
          <PanelFooter>
            Remember your password?{' '}
            <LinkButton type="button" onClick={onSignIn}>
              Sign in
            </LinkButton>
          </PanelFooter>
        </>
      }
    >
      <EmailField {...form.textField('email')} data-autofocus />
      <SubmitButton loading={form.submitting} accent={accent}>
        Send Reset Instructions
      </SubmitButton>
    </FormPanel>
  );
}

const HelpText = styled.p`
  margin: 12px 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
