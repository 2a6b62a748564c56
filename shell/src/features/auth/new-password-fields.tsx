import type { ComponentProps } from 'react';
import { PasswordField } from '../../forms/form-controls';
import { PasswordStrengthMeter } from './password-strength-meter';

type NewPasswordField = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** The form both fields belong to (useForm's values and text-field bindings). */
  form: {
    values: Record<NewPasswordField, string>;
    textField: (field: NewPasswordField) => Omit<ComponentProps<typeof PasswordField>, 'label'>;
  };
  labels: { password: string; confirm: string };
  placeholders: { password: string; confirm: string };
}

/** A new password, its strength and its confirmation: the same three controls on sign-up and on reset. */
export function NewPasswordFields({ form, labels, placeholders }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        placeholder={placeholders.password}
        {...form.textField('password')}
      />
      <PasswordStrengthMeter password={form.values.password} />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        placeholder={placeholders.confirm}
        {...form.textField('confirmPassword')}
      />
    </>
  );
}
