import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';

interface FieldShellProps {
  label: string;
  error?: string;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}

/**
 * Label, control and its error. The error is linked to the control (`aria-describedby`) and announced
 * as it appears (`role="alert"`), so screen-reader users hear what to fix without hunting for it.
 */
function FieldShell({ label, error, children }: FieldShellProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      {children({ inputId, describedBy: error ? errorId : undefined })}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
}

export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, describedBy }) => (
        <Input
          id={inputId}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
}

export function TextAreaField({ label, error, ...textArea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, describedBy }) => (
        <TextArea
          id={inputId}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...textArea}
        />
      )}
    </FieldShell>
  );
}

/** The e-mail field the sign-in, sign-up and forgot-password forms share, worded alike. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" placeholder="Enter your email" {...props} />;
}

export function PasswordField({ label, error, ...input }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, describedBy }) => (
        <PasswordWrapper>
          <Input
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            $invalid={Boolean(error)}
            {...input}
          />
          <RevealButton
            type="button"
            aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
            aria-pressed={visible}
            aria-controls={inputId}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
          </RevealButton>
        </PasswordWrapper>
      )}
    </FieldShell>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  placeholder: string;
  options: { value: string; label: string }[];
}

export function SelectField({ label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, describedBy }) => (
        <Select
          id={inputId}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldShell>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <Field>
      <CheckboxRow>
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </CheckboxRow>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

interface SubmitButtonProps {
  loading: boolean;
  accent: AccentName;
  children: ReactNode;
}

/** Disabled with a spinner while the request runs, so a second press cannot send it twice. */
export function SubmitButton({ loading, accent, children }: SubmitButtonProps) {
  return (
    <PrimaryButton type="submit" disabled={loading} aria-busy={loading} $accent={accent}>
      {loading && <Spinner aria-hidden="true" data-testid="spinner" />}
      {children}
    </PrimaryButton>
  );
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 12px;
  > label {
    font-size: 0.85rem;
    font-weight: 600;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const controlStyle = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyle}
  resize: vertical;
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyle}
`;

const PasswordWrapper = styled.div`
  position: relative;
  input {
    padding-right: 64px;
  }
`;

const RevealButton = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  padding: 4px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;
`;

const CheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  font-size: 0.85rem;
  input {
    margin-top: 3px;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Spinner = styled.span`
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
`;

export const PrimaryButton = styled.button<{ $accent: AccentName }>`
  width: 100%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 11px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $accent }) => theme.accents[$accent].strong};
  color: ${({ theme, $accent }) => theme.accents[$accent].contrastText};
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
