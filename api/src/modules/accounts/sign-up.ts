import { hash as argonHash } from '@node-rs/argon2';
import type { Actor } from '../../actor';
import { appError, InputChecker } from '../../shared/errors';
import { ACTIVATION_TTL_MS, ARGON2_OPTIONS, checkEmail, GENDERS, type AccountDeps } from './account-rules';
import { checkNewPassword } from './password-policy';
import { hashToken, newOpaqueToken } from './tokens';
import { canonicalEmail, hasCanonicalSpelling } from '../../shared/email-address';

/** Creating an account and activating it with the mailed link; neither tells a client whether an address exists. */
export function createSignUp({ config, db, store, mailer, limiter, logger, tasks, viewers }: AccountDeps) {
  const link = (route: string, token: string) => `${config.siteUrl}${route}?token=${encodeURIComponent(token)}`;

  /** Mails an activation link that carries this sign-up's password and name: opening it is what sets them. */
  async function sendActivation(userId: number, email: string, signUp: { passwordHash: string; name: string }) {
    const token = newOpaqueToken();
    await store.insertToken(db, {
      userId,
      kind: 'activation',
      hash: hashToken(token),
      expiresAt: new Date(Date.now() + ACTIVATION_TTL_MS),
      signUp,
    });
    const name = signUp.name;
    const url = link('/auth/activate', token);
    await mailer.send({
      to: email,
      kind: 'activation',
      subject: 'Activate your Gadget Specs account',
      text: `Hi ${name},\n\nWelcome! Open this link within 24 hours to activate your account:\n${url}\n\nIt keeps the password you chose when you signed up. If you did not sign up, ignore this mail.`,
      link: url,
    });
  }

  return {
    async register(
      ctx: Actor,
      input: { email: string; name: string; gender: string; password: string },
    ): Promise<boolean> {
      const checker = new InputChecker();
      const name = input.name.trim().replace(/\s+/g, ' ');
      checker.check(name.length > 0, 'name', 'Name is required');
      checker.check(name.length <= 100, 'name', 'Name must be at most 100 characters');
      checkEmail(checker, input.email);
      // An address spelled unlike its one comparable form (NFKC, one-letter lower case, nothing invisible) could pose
      // as another account's: refused here, so every account's address is what it looks like.
      if (!checker.hasError('email')) {
        checker.check(hasCanonicalSpelling(input.email), 'email', 'Please enter a valid email');
      }
      checker.check(GENDERS.includes(input.gender), 'gender', 'Please select your gender');
      checkNewPassword(checker, input.password, 'password', input.email);
      checker.throwIfAny();
      await limiter.hit('registerByIp', ctx.clientIp);
      const email = input.email.trim();
      // Past the per-address cap nothing is sent, yet the answer is the same: a 429 here would let anyone lock the
      // address's owner out of signing up.
      const mailAllowed = await limiter.allow('registerByEmail', canonicalEmail(email));

      // Every address costs the same before the answer: one argon2id hash (kept only for a new account). Looking
      // the address up, writing and mailing happen after the answer, so neither timing nor a mail failure tells
      // the client whether the address has an account; the owner learns what happened by mail.
      const passwordHash = await argonHash(input.password, ARGON2_OPTIONS);
      if (!mailAllowed) return true;
      tasks.run('register', async () => {
        const existing = await store.findUserByEmail(email);
        if (existing) {
          if (!existing.active) {
            // Not yet proven by its owner: this sign-up gets its own link, and only the opened link decides.
            await sendActivation(existing.id, existing.email, { passwordHash, name });
          } else {
            await mailer.send({
              to: existing.email,
              kind: 'account-exists',
              subject: 'You already have a Gadget Specs account',
              text: `Hi ${existing.name},\n\nSomeone (maybe you) tried to sign up with this address. You already have an account: sign in, or reset your password here:\n${config.siteUrl}/auth/reset-password`,
              link: null,
            });
          }
          return;
        }
        let user;
        try {
          user = await db.transaction((tx) =>
            store.insertUser(tx, { email, name, gender: input.gender, passwordHash }),
          );
        } catch (error) {
          // A concurrent sign-up with the same address won the race; that one sends the mail.
          if (String((error as { code?: string }).code) === '23505') return;
          throw error;
        }
        logger.info(`account registered: user ${user.id}`);
        await sendActivation(user.id, user.email, { passwordHash, name });
      });
      return true;
    },

    async activate(activationToken: string): Promise<boolean> {
      const userId = await db.transaction(async (tx) => {
        const token = await store.findToken(tx, 'activation', hashToken(activationToken.trim()));
        if (!token || token.used_at || new Date(token.expires_at).getTime() <= Date.now()) return null;
        await store.markTokenUsed(tx, token.id);
        const signUp =
          token.sign_up_password_hash && token.sign_up_name
            ? { passwordHash: token.sign_up_password_hash, name: token.sign_up_name }
            : null;
        // A link only activates: once the account is active, no other sign-up's link may set its password again.
        if (!(await store.activateUser(tx, token.user_id, signUp))) return null;
        // The password is now the one this link carried: the other sign-ups' links and any session end with it.
        await store.endSessionsAndLinks(tx, token.user_id);
        return token.user_id;
      });
      if (userId === null)
        throw appError('INVALID_TOKEN', 'This activation link is invalid or has expired', { field: 'activationToken' });
      viewers.changed(userId);
      return true;
    },
  };
}
