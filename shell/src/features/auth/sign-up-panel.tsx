import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AccentName } from '@gadgets/shared-ui';
import type { Gender } from './auth-mutations';
import { useAuth } from './auth-provider';
import { GENDER_OPTIONS, validateSignUp, type SignUpValues } from './auth-validation';
import { CheckboxField, EmailField, SelectField, SubmitButton, TextField } from '../../forms/form-controls';
import { NewPasswordFields } from './new-password-fields';
import { OtherFormFooter } from './other-form-footer';
import { FormPanel, FormRow, SuccessView } from './panel-layout';
import { useForm } from '../../forms/use-form';

/** The success view shows this long before the panel returns to login. */
export const SIGN_UP_SUCCESS_MS = 3000;

interface SignUpPanelProps {
  accent: AccentName;
  onClose: () => void;
  onSignIn: () => void;
}

const EMPTY: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  gender: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

export function SignUpPanel({ accent, onClose, onSignIn }: SignUpPanelProps) {
  const { register } = useAuth();
  const titleId = useId();
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm({
    initialValues: EMPTY,
    validate: validateSignUp,
    onSubmit: async (values) => {
      const outcome = await register({
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email.trim(),
        gender: values.gender as Gender,
        password: values.password,
      });
      if (outcome.ok) {
        form.reset();
        setSucceeded(true);
        return;
      }
      // Sign-up errors from the server go to the e-mail field.
      return { email: outcome.message };
    },
  });

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(onSignIn, SIGN_UP_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onSignIn]);

  if (succeeded) {
    return (
      <SuccessView role="status" aria-labelledby={titleId}>
        <h2 id={titleId}>Welcome Aboard!</h2>
        <p>Your account has been created successfully. Please check your email to verify your account.</p>
        <p>Redirecting to login...</p>
      </SuccessView>
    );
  }

  return (
    <FormPanel
      title="Create Account"
      subtitle="Join our growing community"
      titleId={titleId}
      onClose={onClose}
      accent={accent}
      form={form}
      after={<OtherFormFooter question="Already have an account?" action="Sign in" onClick={onSignIn} />}
    >
      <FormRow>
        <TextField
          label="First name"
          autoComplete="given-name"
          placeholder="First name"
          {...form.textField('firstName')}
          data-autofocus
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          placeholder="Last name"
          {...form.textField('lastName')}
        />
      </FormRow>
      <EmailField {...form.textField('email')} />
      <SelectField
        label="Gender"
        placeholder="Select your gender"
        options={GENDER_OPTIONS}
        {...form.textField('gender')}
      />
      <NewPasswordFields
        form={form}
        labels={{ password: 'Password', confirm: 'Confirm password' }}
        placeholders={{ password: 'Create a password', confirm: 'Confirm your password' }}
      />
      <CheckboxField
        {...form.checkField('agreeToTerms')}
        label={
          <>
            I agree to the{' '}
            <Link to="/terms" target="_blank" rel="noopener">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" target="_blank" rel="noopener">
              Privacy Policy
            </Link>
          </>
        }
      />
      <SubmitButton loading={form.submitting} accent={accent}>
        Create Account
      </SubmitButton>
    </FormPanel>
  );
}
