import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { AccentName } from '@gadgets/shared-ui';
import { useAuth, type Gender } from './auth-provider';
import { GENDER_OPTIONS, validateSignUp, type FieldErrors, type SignUpValues } from './auth-validation';
import { CheckboxField, LinkButton, SelectField, SocialButtons, SubmitButton, TextField } from './form-controls';
import { NewPasswordFields } from './new-password-fields';
import { FormRow, PanelBody, PanelFooter, PanelHeader, SuccessView } from './panel-layout';
import { useFocusFirstError } from './use-focus-first-error';

/** Spec section 9: the success view shows this long before the panel returns to login. */
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

type SignUpField = keyof SignUpValues;

export function SignUpPanel({ accent, onClose, onSignIn }: SignUpPanelProps) {
  const { register } = useAuth();
  const titleId = useId();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [loading, setLoading] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const { formRef, focusFirstError } = useFocusFirstError();

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(onSignIn, SIGN_UP_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, onSignIn]);

  const change = <Field extends SignUpField>(field: Field, value: SignUpValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSucceeded(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignUp(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError();
    setLoading(true);
    const outcome = await register({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email.trim(),
      gender: values.gender as Gender,
      password: values.password,
    });
    setLoading(false);
    if (outcome.ok) {
      setValues(EMPTY);
      setSucceeded(true);
      return;
    }
    // Spec section 5: sign-up errors from the server go to the e-mail field.
    setErrors({ email: outcome.message });
    focusFirstError();
  };

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
    <section aria-labelledby={titleId}>
      <PanelHeader title="Create Account" subtitle="Join our growing community" titleId={titleId} onClose={onClose} accent={accent} />
      <PanelBody>
        <form ref={formRef} noValidate onSubmit={submit}>
          <FormRow>
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              placeholder="First name"
              value={values.firstName}
              error={errors.firstName}
              onChange={(event) => change('firstName', event.target.value)}
              data-autofocus
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              placeholder="Last name"
              value={values.lastName}
              error={errors.lastName}
              onChange={(event) => change('lastName', event.target.value)}
            />
          </FormRow>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={values.email}
            error={errors.email}
            onChange={(event) => change('email', event.target.value)}
          />
          <SelectField
            label="Gender"
            name="gender"
            placeholder="Select your gender"
            options={GENDER_OPTIONS}
            value={values.gender}
            error={errors.gender}
            onChange={(event) => change('gender', event.target.value as Gender | '')}
          />
          <NewPasswordFields
            values={values}
            errors={errors}
            onChange={change}
            labels={{ password: 'Password', confirm: 'Confirm password' }}
            placeholders={{ password: 'Create a password', confirm: 'Confirm your password' }}
          />
          <CheckboxField
            name="agreeToTerms"
            checked={values.agreeToTerms}
            error={errors.agreeToTerms}
            onChange={(event) => change('agreeToTerms', event.target.checked)}
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
          <SubmitButton loading={loading} accent={accent}>
            Create Account
          </SubmitButton>
        </form>
        <SocialButtons />
        <PanelFooter>
          Already have an account?{' '}
          <LinkButton type="button" onClick={onSignIn}>
            Sign in
          </LinkButton>
        </PanelFooter>
      </PanelBody>
    </section>
  );
}
