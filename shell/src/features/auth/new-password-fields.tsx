import { PasswordField } from './form-controls';
import { PasswordStrengthMeter } from './password-strength-meter';

type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string>>;
  onChange: (field: NewPasswordField, value: string) => void;
  labels: { password: string; confirm: string };
  placeholders: { password: string; confirm: string };
}

/** A new password, its strength and its confirmation: the same three controls on sign-up and on reset. */
export function NewPasswordFields({ values, errors, onChange, labels, placeholders }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="new-password"
        placeholder={placeholders.password}
        value={values.password}
        error={errors.password}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <PasswordStrengthMeter password={values.password} />
      <PasswordField
        label={labels.confirm}
        name="confirmPassword"
        autoComplete="new-password"
        placeholder={placeholders.confirm}
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => onChange('confirmPassword', event.target.value)}
      />
    </>
  );
}
