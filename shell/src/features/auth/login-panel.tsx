import { useEffect, useId } from 'react';
import type { AccentName } from '@gadgets/shared-ui';
import { preloadAccountActions, useAuth } from './auth-provider';
import { loginErrorField, validateLogin } from './auth-validation';
import { CheckboxField, EmailField, LinkButton, PasswordField, SubmitButton } from '../../forms/form-controls';
import { OtherFormFooter } from './other-form-footer';
import { FormPanel } from './panel-layout';
import { useForm } from '../../forms/use-form';
import styled from 'styled-components';

interface LoginPanelProps {
  accent: AccentName;
  onClose: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
  onSignedIn: () => void;
}

export function LoginPanel({ accent, onClose, onForgotPassword, onCreateAccount, onSignedIn }: LoginPanelProps) {
  const { login } = useAuth();
  const titleId = useId();
  // Signing in runs code loaded on demand: fetch it while the visitor types.
  useEffect(preloadAccountActions, []);
  const form = useForm({
    initialValues: { email: '', password: '', rememberMe: false },
    validate: validateLogin,
    onSubmit: async (values) => {
      const outcome = await login(values.email.trim(), values.password, values.rememberMe);
      if (outcome.ok) return onSignedIn();
      return { [loginErrorField(outcome.message)]: outcome.message };
    },
  });

  return (
    <FormPanel
      title="Welcome Back"
      subtitle="Sign in to continue your journey"
      titleId={titleId}
      onClose={onClose}
      accent={accent}
      form={form}
      after={<OtherFormFooter question="Don't have an account?" action="Create account" onClick={onCreateAccount} />}
    >
      <EmailField {...form.textField('email')} data-autofocus />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Enter your password"
        {...form.textField('password')}
      />
      <OptionsRow>
        <CheckboxField label="Remember me" {...form.checkField('rememberMe')} />
        <LinkButton type="button" onClick={onForgotPassword}>
          Forgot password?
        </LinkButton>
      </OptionsRow>
      <SubmitButton loading={form.submitting} accent={accent}>
        Sign In
      </SubmitButton>
    </FormPanel>
  );
}

const OptionsRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  margin-bottom: 8px;
  font-size: 0.85rem;
`;
