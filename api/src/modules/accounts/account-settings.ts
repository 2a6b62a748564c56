import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import type { Actor } from '../../actor';
import { appError, InputChecker } from '../../shared/errors';
import { ARGON2_OPTIONS, GENDERS, type AccountDeps } from './account-rules';
import { deviceName } from './device-name';
import { checkNewPassword } from './password-policy';
import type { Viewer } from './viewer';

/**
 * What a signed-in person changes about their own account: name and gender, password (which ends their other
 * logins), and the list of their logins, any of which they can end.
 */
export function createAccountSettings(
  { db, store, mailer, limiter, tasks, viewers }: AccountDeps,
  requireUser: (ctx: Actor) => Promise<Viewer>,
) {
  /** The viewer, after a per-address limit on account changes (password guesses included). */
  async function changingUser(ctx: Actor) {
    const viewer = await requireUser(ctx);
    await limiter.hit('accountChangeByIp', ctx.clientIp);
    return viewer;
  }

  async function checkPassword(viewer: Viewer, password: string, field: string) {
    const user = await store.findUserById(viewer.id);
    const valid = user ? await argonVerify(user.password_hash, password).catch(() => false) : false;
    if (!valid) throw appError('BAD_USER_INPUT', 'Your current password is not right', { field });
  }

  return {
    checkPassword,

    async updateProfile(ctx: Actor, input: { name: string; gender: Viewer['gender'] }) {
      const viewer = await changingUser(ctx);
      const name = input.name.trim().replace(/\s+/g, ' ');
      const checker = new InputChecker();
      checker.check(name.length > 0, 'name', 'Name is required');
      checker.check(name.length <= 100, 'name', 'Name must be at most 100 characters');
      checker.check(GENDERS.includes(input.gender), 'gender', 'Please select your gender');
      checker.throwIfAny();
      await store.updateProfile(viewer.id, { name, gender: input.gender });
      viewers.changed(viewer.id);
      return { name, email: viewer.email, gender: input.gender, avatar: viewer.avatar, admin: viewer.admin };
    },

    async changePassword(ctx: Actor, input: { currentPassword: string; newPassword: string }) {
      const viewer = await changingUser(ctx);
      const checker = new InputChecker();
      checker.check(input.currentPassword.length > 0, 'currentPassword', 'Current password is required');
      checkNewPassword(checker, input.newPassword, 'newPassword', viewer.email);
      checker.throwIfAny();
      await checkPassword(viewer, input.currentPassword, 'currentPassword');
      const passwordHash = await argonHash(input.newPassword, ARGON2_OPTIONS);
      await db.transaction(async (tx) => {
        await store.setPassword(tx, viewer.id, passwordHash);
        await store.endOtherLogins(tx, viewer.id, [viewer.sessionId]);
      });
      viewers.changed(viewer.id);
      tasks.run('password-changed-mail', () =>
        mailer.send({
          to: viewer.email,
          kind: 'password-changed',
          subject: 'Your Gadget Specs password was changed',
          text: `Hi ${viewer.name},\n\nThe password of your account was changed, and every other device was signed out. If this was not you, reset your password at once from the sign-in panel ("Forgot password?").`,
          link: null,
        }),
      );
      return true;
    },

    async sessions(ctx: Actor) {
      const viewer = await requireUser(ctx);
      const logins = await store.liveLogins(viewer.id);
      return logins.map((login) => ({
        id: login.family_id,
        device: deviceName(login.user_agent),
        startedAt: new Date(login.started_at).toISOString(),
        lastSeenAt: new Date(login.last_seen_at).toISOString(),
        current: login.family_id === viewer.sessionId,
      }));
    },

    /** Ends one of the viewer's own logins (another account's id matches nothing). */
    async endSession(ctx: Actor, id: string) {
      const viewer = await changingUser(ctx);
      await db.transaction((tx) => store.revokeFamily(tx, id, viewer.id));
      viewers.changed(viewer.id);
      return true;
    },
  };
}
