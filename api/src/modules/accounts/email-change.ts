import type { Actor } from '../../actor';
import { appError, InputChecker } from '../../shared/errors';
import { canonicalEmail, hasCanonicalSpelling } from '../../shared/email-address';
import { checkEmail, EMAIL_CHANGE_TTL_MS, type AccountDeps } from './account-rules';
import { hashToken, newOpaqueToken } from './tokens';
import type { Viewer } from './viewer';

const TAKEN = 'Another account uses this e-mail address';

/**
 * Changing one's e-mail address: asked for with the current password, confirmed by a single-use link mailed to the
 * new address; the switch tells the old address and ends the account's other logins.
 */
export function createEmailChange(
  { config, db, store, mailer, limiter, tasks, viewers }: AccountDeps,
  requireUser: (ctx: Actor) => Promise<Viewer>,
  checkPassword: (viewer: Viewer, password: string, field: string) => Promise<void>,
) {
  const link = (token: string) => `${config.siteUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`;

  return {
    async requestEmailChange(ctx: Actor, input: { newEmail: string; password: string }): Promise<boolean> {
      const viewer = await requireUser(ctx);
      await limiter.hit('accountChangeByIp', ctx.clientIp);
      const checker = new InputChecker();
      checkEmail(checker, input.newEmail, 'newEmail');
      // Spelled as it will be compared, like at sign-up: no account's address only looks like another's.
      if (!checker.hasError('newEmail')) {
        checker.check(hasCanonicalSpelling(input.newEmail), 'newEmail', 'Please enter a valid email');
      }
      checker.check(input.password.length > 0, 'password', 'Current password is required');
      checker.throwIfAny();
      await checkPassword(viewer, input.password, 'password');
      const newEmail = input.newEmail.trim();
      // Only after the password: the answer says whether another account has the address.
      checker.check(
        canonicalEmail(newEmail) !== canonicalEmail(viewer.email),
        'newEmail',
        'This is already your e-mail address',
      );
      const holder = checker.hasError('newEmail') ? null : await store.findUserByEmail(newEmail);
      checker.check(!holder, 'newEmail', TAKEN);
      checker.throwIfAny();
      // Past the per-address cap nothing is sent, as for sign-up and reset: nobody floods someone else's inbox.
      if (!(await limiter.allow('emailChangeByEmail', canonicalEmail(newEmail)))) return true;
      const token = newOpaqueToken();
      await db.transaction(async (tx) => {
        // A new request replaces the previous link.
        await store.revokeTokens(tx, viewer.id, 'email_change');
        await store.insertToken(tx, {
          userId: viewer.id,
          kind: 'email_change',
          hash: hashToken(token),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
          // The login that asked stays signed in when the link is opened elsewhere.
          familyId: viewer.sessionId,
          newEmail,
        });
      });
      const url = link(token);
      tasks.run('email-change-mail', () =>
        mailer.send({
          to: newEmail,
          kind: 'email-change',
          subject: 'Confirm your new Gadget Specs e-mail address',
          text: `Hi ${viewer.name},\n\nOpen this link within 24 hours to make this your account's e-mail address (it works once):\n${url}\n\nUntil then your account keeps its current address. If you did not ask for this, ignore this mail.`,
          link: url,
        }),
      );
      return true;
    },

    async confirmEmailChange(ctx: Actor, tokenInput: string): Promise<boolean> {
      const checker = new InputChecker();
      checker.check(tokenInput.trim().length > 0, 'token', 'Token is required');
      checker.throwIfAny();
      await limiter.hit('emailConfirmByIp', ctx.clientIp);
      const viewer = await ctx.viewer();
      let changed: { userId: number; oldEmail: string; newEmail: string; name: string } | null;
      try {
        changed = await db.transaction(async (tx) => {
          const token = await store.findToken(tx, 'email_change', hashToken(tokenInput.trim()));
          if (!token?.new_email || token.used_at || new Date(token.expires_at).getTime() <= Date.now()) return null;
          // The link changes only the account that asked for it; signed in as another, nothing is spent.
          if (viewer && viewer.id !== token.user_id) {
            throw appError('FORBIDDEN', 'This link is for another account: sign out, then open it again', {
              field: 'token',
            });
          }
          const holder = await store.findUserByEmail(token.new_email, tx);
          if (holder && holder.id !== token.user_id) throw appError('CONFLICT', TAKEN, { field: 'token' });
          await store.markTokenUsed(tx, token.id);
          const user = await store.changeEmail(tx, token.user_id, token.new_email);
          if (!user) return null;
          // Like a new password: the logins that asked and that confirmed stay, every other one ends.
          const keep = [token.family_id, viewer?.sessionId].filter((id): id is string => Boolean(id));
          await store.endOtherLogins(tx, token.user_id, keep);
          return { userId: token.user_id, oldEmail: user.oldEmail, newEmail: token.new_email, name: user.name };
        });
      } catch (error) {
        // Another account took the address since the link was sent (the unique index decides a race).
        if (String((error as { code?: string }).code) === '23505')
          throw appError('CONFLICT', TAKEN, { field: 'token' });
        throw error;
      }
      if (!changed) throw appError('INVALID_TOKEN', 'This link is invalid or has expired', { field: 'token' });
      const { userId, oldEmail, newEmail, name } = changed;
      viewers.changed(userId);
      tasks.run('email-changed-mail', () =>
        mailer.send({
          to: oldEmail,
          kind: 'email-changed',
          subject: 'Your Gadget Specs e-mail address was changed',
          text: `Hi ${name},\n\nThe e-mail address of your account was changed to ${newEmail}, and every other device was signed out. Mails about your account now go there.\n\nIf this was not you, someone who knows your password has your account: contact us at once.`,
          link: null,
        }),
      );
      return true;
    },
  };
}
