/** The contact form's values; the API (api/src/modules/contact/service.ts) checks the same rules. */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const CONTACT_LIMITS = { name: 80, email: 254, subject: 120, messageMin: 10, messageMax: 4000 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One message per invalid field; none when the message can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  if (name === '') errors.name = 'Please enter your name';
  else if (name.length > CONTACT_LIMITS.name) errors.name = 'A name must be at most 80 characters';
  if (email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(email)) {
    errors.email = 'Please enter a valid email address';
  }
  if (subject === '') errors.subject = 'Please enter a subject';
  else if (subject.length > CONTACT_LIMITS.subject) errors.subject = 'A subject must be at most 120 characters';
  if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'A message must be at least 10 characters';
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'A message must be at most 4000 characters';
  return errors;
}
