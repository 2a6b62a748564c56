import type { Actor } from '../../actor';
import { appError, EMAIL_PATTERN, InputChecker, validationError } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { Viewer } from '../accounts/viewer';
import type { ContactMessageRow, ContactStore } from './store';

const view = (row: ContactMessageRow) => ({
  id: String(row.id),
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: new Date(row.created_at).toISOString(),
  fromAccount: row.user_id !== null,
  handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
  handled: row.handled_at !== null,
});

const isId = (value: string) => /^\d{1,9}$/.test(value);

/** The limits the contact form states; the shell's form checks the same. */
export const CONTACT_LIMITS = { name: 80, email: 254, subject: 120, messageMin: 10, messageMax: 4000 } as const;

/** The contact form: visitors send messages, admins read them and mark them handled. */
export function createContactService(deps: {
  store: ContactStore;
  accounts: { requireAdmin(ctx: Actor): Promise<Viewer> };
  limiter: RateLimiter;
}) {
  const { store, accounts, limiter } = deps;
  return {
    async send(ctx: Actor, input: { name: string; email: string; subject: string; message: string }) {
      const name = input.name.trim();
      const email = input.email.trim();
      const subject = input.subject.trim();
      const message = input.message.trim();
      const checker = new InputChecker();
      checker.check(name.length > 0, 'name', 'Please enter your name');
      checker.check(name.length <= CONTACT_LIMITS.name, 'name', 'A name must be at most 80 characters');
      checker.check(
        email.length <= CONTACT_LIMITS.email && EMAIL_PATTERN.test(email),
        'email',
        'Please enter a valid email address',
      );
      checker.check(subject.length > 0, 'subject', 'Please enter a subject');
      checker.check(subject.length <= CONTACT_LIMITS.subject, 'subject', 'A subject must be at most 120 characters');
      checker.check(message.length >= CONTACT_LIMITS.messageMin, 'message', 'A message must be at least 10 characters');
      checker.check(
        message.length <= CONTACT_LIMITS.messageMax,
        'message',
        'A message must be at most 4000 characters',
      );
      checker.throwIfAny();
      await limiter.hit('contactByIp', ctx.clientIp);
      const viewer = await ctx.viewer();
      await store.insert({ name, email, subject, message, userId: viewer?.id ?? null });
      return true;
    },

    async page(ctx: Actor, args: { before?: string | null; limit?: number | null }) {
      await accounts.requireAdmin(ctx);
      const before = args.before ?? null;
      if (before !== null && !isId(before)) {
        throw validationError([{ field: 'before', message: 'Not a cursor this list gave' }]);
      }
      const { rows, more } = await store.page(before === null ? null : Number(before), args.limit ?? 20);
      const items = rows.map(view);
      return { items, nextCursor: more ? items.at(-1)!.id : null };
    },

    async markHandled(ctx: Actor, id: string, handled: boolean) {
      await accounts.requireAdmin(ctx);
      const row = isId(id) ? await store.setHandled(Number(id), handled) : null;
      if (!row) throw appError('NOT_FOUND', 'There is no such message', { field: 'id' });
      return view(row);
    },
  };
}
