import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A message per invalid field; no key means the field is fine. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The fields of a form whose value is text (inputs and selects). */
type TextFields<Values> = { [Field in keyof Values]: Values[Field] extends string ? Field : never }[keyof Values] &
  string;
/** The fields of a form that are ticked or not (checkboxes). */
type CheckFields<Values> = { [Field in keyof Values]: Values[Field] extends boolean ? Field : never }[keyof Values] &
  string;

interface UseFormOptions<Values> {
  initialValues: Values;
  /** The form's rules: one message per invalid field; no keys means valid. */
  validate: (values: Values) => FieldErrors<keyof Values & string>;
  /** Runs once the rules pass; errors it returns (the server's) are shown on their fields. */
  onSubmit: (values: Values) => Promise<FieldErrors<keyof Values & string> | void>;
  /** Called on every edit, e.g. to hide a form-wide message or a success view. */
  onEdit?: () => void;
}

/**
 * One form's state: values, a message per field, the submit in flight. An edit clears that field's
 * message; a submit validates first and, when anything is wrong, moves focus to the first field with a message
 * (waiting a frame for it to render), so keyboard and screen-reader users land on what needs fixing.
 */
export function useForm<Values extends object>({ initialValues, validate, onSubmit, onEdit }: UseFormOptions<Values>) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = useCallback(() => {
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }, []);

  const setValue = <Name extends Field>(field: Name, value: Values[Name]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onEdit?.();
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const serverErrors = await onSubmit(values);
    setSubmitting(false);
    if (serverErrors) showErrors(serverErrors);
  };

  /** Value, message and change handler of a text input, text area or select. */
  const textField = <Name extends TextFields<Values>>(field: Name) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    // A select's options are the field's own values, so its text is one of them.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(field, event.target.value as Values[Name]),
  });

  /** Ticked state, message and change handler of a checkbox. */
  const checkField = <Name extends CheckFields<Values>>(field: Name) => ({
    name: field,
    checked: values[field] as boolean,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.checked as Values[Name]),
  });

  return {
    values,
    errors,
    submitting,
    formRef,
    setValue,
    textField,
    checkField,
    handleSubmit,
    /** Back to the initial values, e.g. after a successful sign-up. */
    reset: () => setValues(initialValues),
  };
}
