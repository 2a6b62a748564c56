import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import type { CombinedError } from '@urql/core';
import { useMutation } from 'urql';
import { errorMessageOf, graphql, useAppStore, useHydrated } from '@gadgets/shared-ui';
import { AccentButton } from '@gadgets/shared-ui/widgets';
import { CONTACT_LIMITS, validateContact, type ContactErrors, type ContactValues } from './contact-validation';

export const ContactForm_SendMutation = graphql(`
  mutation ContactForm_Send($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

export const CONTACT_SENT_MESSAGE = 'Thanks — your message was sent. We answer within 1-2 business days.';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContactValues)[];

/** The API's field errors (BAD_USER_INPUT lists them in `extensions.fields`), keyed by this form's fields. */
function fieldErrorsOf(error: CombinedError): ContactErrors {
  const first = error.graphQLErrors[0];
  if (first?.extensions.code !== 'BAD_USER_INPUT') return {};
  const listed = Array.isArray(first.extensions.fields) ? (first.extensions.fields as unknown[]) : [];
  const errors: ContactErrors = {};
  for (const entry of listed) {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
    // The argument guard names input fields by their path, e.g. "input.email".
    const name = typeof field === 'string' ? field.replace(/^input\./, '') : '';
    if (FIELDS.includes(name as keyof ContactValues) && typeof message === 'string') {
      errors[name as keyof ContactValues] = message;
    }
  }
  return errors;
}

/**
 * The contact page's form: validated like the API, the API's field errors shown by their fields, cleared once sent.
 * A signed-in visitor gets their name and e-mail filled in, once the page has hydrated (the server knows nobody).
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, send] = useMutation(ContactForm_SendMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const user = useAppStore((state) => state.auth.user);
  const id = useId();

  useEffect(() => {
    if (!hydrated || !user) return;
    // Only fills what the visitor has not typed yet.
    setValues((current) => ({ ...current, name: current.name || user.name, email: current.email || user.email }));
  }, [hydrated, user]);

  const showErrors = (found: ContactErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    }
  };

  const change = (field: keyof ContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSuccess(null);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (fetching) return;
    const found = validateContact(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await send({
      input: {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      },
    });
    if (result.data?.sendContactMessage) {
      setValues(user ? { ...EMPTY, name: user.name, email: user.email } : EMPTY);
      setSuccess(CONTACT_SENT_MESSAGE);
      return;
    }
    const serverErrors = result.error ? fieldErrorsOf(result.error) : {};
    if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
    else setFailure(result.error ? errorMessageOf(result.error) : 'Your message could not be sent. Please try again.');
  };

  const field = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: change(name),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    $invalid: Boolean(errors[name]),
  });
  const errorOf = (name: keyof ContactValues) =>
    errors[name] ? (
      <FieldError id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </FieldError>
    ) : null;

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send us a message</h2>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Contact form">
        <Field>
          <label htmlFor={`${id}-name`}>Name</label>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} {...field('name')} />
          {errorOf('name')}
        </Field>
        <Field>
          <label htmlFor={`${id}-email`}>E-mail</label>
          <Input type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} {...field('email')} />
          {errorOf('email')}
        </Field>
        <Field>
          <label htmlFor={`${id}-subject`}>Subject</label>
          <Input maxLength={CONTACT_LIMITS.subject} {...field('subject')} />
          {errorOf('subject')}
        </Field>
        <Field>
          <label htmlFor={`${id}-message`}>Message</label>
          <TextArea rows={6} maxLength={CONTACT_LIMITS.messageMax} {...field('message')} />
          {errorOf('message')}
        </Field>
        {failure && <Failure role="alert">{failure}</Failure>}
        <Success role="status">{success}</Success>
        <AccentButton type="submit" $accent="green" disabled={fetching} aria-busy={fetching}>
          Send message
        </AccentButton>
      </form>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 32px;
  max-width: 560px;
`;

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

const controlStyle = css<{ $invalid: boolean }>`
  width: 100%;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
  font: inherit;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyle}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyle}
  resize: vertical;
`;

const FieldError = styled.p`
  margin: 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Failure = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const Success = styled.p`
  margin: 0 0 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  &:empty {
    margin: 0;
  }
`;
