import { hash as argonHash } from '@node-rs/argon2';
import type { Actor } from '../../actor';
import { appError, InputChecker } from '../../shared/errors';
import { ARGON2_OPTIONS, checkEmail, RESET_TTL_MS, type AccountDeps } from './account-rules';
import { checkNewPassword } from './password-policy';
import { hashToken, newOpaqueToken } from './tokens';
import { canonicalEmail } from '../../shared/email-address';

/** Forgot password: a single-use, expiring link by mail; using it sets the password and ends every session. */
export function createPasswordReset({ config, db, store, mailer, limiter, tasks, viewers }: AccountDeps) {
  const link = (route: string, token: string) => `${config.siteUrl}${route}?token=${encodeURIComponent(token)}`;

  return {
    async forgotPassword(ctx: Actor, emailInput: string): Promise<boolean> {
      const checker = new InputChecker();
      checkEmail(checker, emailInput);
      checker.throwIfAny();
      await limiter.hit('forgotByIp', ctx.clientIp);
      const email = emailInput.trim();
      // Past the per-address cap nothing is sent, yet the answer is the same: a 429 here would let anyone lock the
      // address's owner out of resetting their password.
      if (!(await limiter.allow('forgotByEmail', canonicalEmail(email)))) return true;
      // Known or not, the answer is the same and comes at once; the lookup, the link and the mail follow it.
      tasks.run('forgot-password', async () => {
        const user = await store.findUserByEmail(email);
        if (!user) return;
        const token = newOpaqueToken();
        await db.transaction(async (tx) => {
          await store.revokeTokens(tx, user.id, 'reset');
          await store.insertToken(tx, {
            userId: user.id,
            kind: 'reset',
            hash: hashToken(token),
            expiresAt: new Date(Date.now() + RESET_TTL_MS),
          });
        });
        const url = link('/auth/reset-password', token);
        await mailer.send({
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Gadget Specs password',
          text: `Hi ${user.name},\n\nOpen this link within 1 hour to choose a new password (it works once):\n${url}\n\nIf you did not ask for this, ignore this mail; your password stays the same.`,
          link: url,
        });
      });
      return true;
    },

    async resetPassword(ctx: Actor, resetToken: string, newPassword: string): Promise<boolean> {
      const checker = new InputChecker();
      checker.check(resetToken.trim().length > 0, 'resetToken', 'Reset token is required');
      checker.throwIfAny();
      await limiter.hit('resetByIp', ctx.clientIp);
      // The link's owner, so the new password can be compared with their address (the link is checked again below).
      const link = await store.findToken(db, 'reset', hashToken(resetToken.trim()));
      const owner = link ? await store.findUserById(link.user_id) : null;
      checkNewPassword(checker, newPassword, 'newPassword', owner?.email);
      checker.throwIfAny();
      const passwordHash = await argonHash(newPassword, ARGON2_OPTIONS);
      const userId = await db.transaction(async (tx) => {
        const token = await store.findToken(tx, 'reset', hashToken(resetToken.trim()));
        if (!token || token.used_at || new Date(token.expires_at).getTime() <= Date.now()) return null;
        await store.markTokenUsed(tx, token.id);
        await store.setPassword(tx, token.user_id, passwordHash);
        // Every signed-in session ends when the password changes, and with it every access token (checked per request);
        // pending activation links are void too, so none can put a sign-up's password back.
        await store.endSessionsAndLinks(tx, token.user_id);
        return token.user_id;
      });
      if (userId === null)
        throw appError('INVALID_TOKEN', 'This reset link is invalid or has expired', { field: 'resetToken' });
      viewers.changed(userId);
      return true;
    },
  };
}
