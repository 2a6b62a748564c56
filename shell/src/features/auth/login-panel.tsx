import { useId, useState, type FormEvent } from 'react';
import type { AccentName } from '@gadgets/shared-ui';
import { useAuth } from './auth-provider';
import { loginErrorField, validateLogin, type FieldErrors, type LoginValues } from './auth-validation';
import { CheckboxField, LinkButton, PasswordField, SocialButtons, SubmitButton, TextField } from './form-controls';
import { PanelBody, PanelFooter, PanelHeader } from './panel-layout';
import { useFocusFirstError } from './use-focus-first-error';
import styled from 'styled-components';

interface LoginPanelProps {
  accent: AccentName;
  onClose: () => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
  onSignedIn: () => void;
}

type LoginField = 'email' | 'password';

export function LoginPanel({ accent, onClose, onForgotPassword, onCreateAccount, onSignedIn }: LoginPanelProps) {
  const { login } = useAuth();
  const titleId = useId();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [loading, setLoading] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();

  const change = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    setLoading(true);
    const outcome = await login(values.email.trim(), values.password, values.rememberMe);
    setLoading(false);
    if (outcome.ok) return onSignedIn();
    setErrors({ [loginErrorField(outcome.message)]: outcome.message });
    focusFirstError();
  };

  return (
    <section aria-labelledby={titleId}>
      <PanelHeader title="Welcome Back" subtitle="Sign in to continue your journey" titleId={titleId} onClose={onClose} accent={accent} />
      <PanelBody>
        <form ref={formRef} noValidate onSubmit={submit}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={values.email}
            error={errors.email}
            onChange={(event) => change('email', event.target.value)}
            data-autofocus
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            value={values.password}
            error={errors.password}
            onChange={(event) => change('password', event.target.value)}
          />
          <OptionsRow>
            <CheckboxField
              label="Remember me"
              name="rememberMe"
              checked={values.rememberMe}
              onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
            />
            <LinkButton type="button" onClick={onForgotPassword}>
              Forgot password?
            </LinkButton>
          </OptionsRow>
          <SubmitButton loading={loading} accent={accent}>
            Sign In
          </SubmitButton>
        </form>
        <SocialButtons />
        <PanelFooter>
          Don&apos;t have an account?{' '}
          <LinkButton type="button" onClick={onCreateAccount}>
            Create account
          </LinkButton>
        </PanelFooter>
      </PanelBody>
    </section>
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
