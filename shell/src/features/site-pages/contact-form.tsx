import { useEffect, useId } from 'react';
import styled from 'styled-components';
import type { CombinedError } from '@urql/core';
import { useMutation } from 'urql';
import { errorMessageOf, graphql, useAppStore, useHydrated } from '@gadgets/shared-ui';
import { apiFieldErrorsOf } from '../../forms/api-field-errors';
import { TextAreaField, TextField, SubmitButton } from '../../forms/form-controls';
import { FormMessages, useFormMessages } from '../../forms/form-messages';
import { useForm } from '../../forms/use-form';
import { CONTACT_LIMITS, validateContact, type ContactErrors, type ContactValues } from './contact-validation';

export const ContactForm_SendMutation = graphql(`
  mutation ContactForm_Send($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

export const CONTACT_SENT_MESSAGE = 'Thanks — your message was sent. We answer within 1-2 business days.';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The API's field errors on this form's fields (the argument guard names them by path, e.g. "input.email"). */
function fieldErrorsOf(error: CombinedError): ContactErrors {
  const byArgument = Object.entries(apiFieldErrorsOf(error) ?? {}).map(
    ([field, message]) => [field.replace(/^input\./, ''), message] as const,
  );
  return Object.fromEntries(byArgument.filter(([field]) => field in EMPTY)) as ContactErrors;
}

/**
 * The contact page's form: validated like the API, the API's field errors shown by their fields, cleared once sent.
 * A signed-in visitor gets their name and e-mail filled in, once the page has hydrated (the server knows nobody).
 */
export function ContactForm() {
  const messages = useFormMessages();
  const [, send] = useMutation(ContactForm_SendMutation);
  const hydrated = useHydrated();
  const user = useAppStore((state) => state.auth.user);
  const id = useId();
  const form = useForm<ContactValues>({
    initialValues: EMPTY,
    validate: validateContact,
    onEdit: messages.clear,
    async onSubmit(values) {
      const result = await send({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          subject: values.subject.trim(),
          message: values.message.trim(),
        },
      });
      if (result.data?.sendContactMessage) {
        form.reset();
        fillInFrom(user);
        messages.setSuccess(CONTACT_SENT_MESSAGE);
        return;
      }
      const fieldErrors = result.error ? fieldErrorsOf(result.error) : {};
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      messages.setFailure(
        result.error ? errorMessageOf(result.error) : 'Your message could not be sent. Please try again.',
      );
    },
  });
  const { values, setValue } = form;
  /** A signed-in visitor's name and e-mail, as the form starts again after sending. */
  const fillInFrom = (account: { name: string; email: string } | null) => {
    if (!account) return;
    setValue('name', account.name);
    setValue('email', account.email);
  };

  useEffect(() => {
    if (!hydrated || !user) return;
    if (!values.name) setValue('name', user.name);
    if (!values.email) setValue('email', user.email);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filled in once the visitor is known, not on each edit
  }, [hydrated, user]);

  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send us a message</h2>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit} aria-label="Contact form">
        <TextField label="Name" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...form.textField('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          {...form.textField('email')}
        />
        <TextField label="Subject" maxLength={CONTACT_LIMITS.subject} {...form.textField('subject')} />
        <TextAreaField label="Message" rows={6} maxLength={CONTACT_LIMITS.messageMax} {...form.textField('message')} />
        <FormMessages success={messages.success} failure={messages.failure} />
        <SubmitButton loading={form.submitting} accent="green">
          Send message
        </SubmitButton>
      </form>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 32px;
  max-width: 560px;
`;
