import type { AccountDeps } from './account-rules';
import { createAccountSettings } from './account-settings';
import { createEmailChange } from './email-change';
import { createPasswordReset } from './password-reset';
import { createSessions } from './sessions';
import { createSignUp } from './sign-up';

export type { AccountDeps } from './account-rules';

/**
 * Accounts: sign-up and activation, sessions, password reset, the owner's own settings (e-mail change included), and
 * the admin flag.
 */
export function createAccountService(deps: AccountDeps) {
  const sessions = createSessions(deps);
  const settings = createAccountSettings(deps, sessions.requireUser);
  return {
    ...sessions,
    ...settings,
    ...createEmailChange(deps, sessions.requireUser, settings.checkPassword),
    ...createSignUp(deps),
    ...createPasswordReset(deps),
    async grantAdmin(email: string, admin = true): Promise<boolean> {
      const userId = await deps.store.setAdmin(email, admin);
      if (userId !== null) deps.viewers.changed(userId);
      return userId !== null;
    },
    /** Another module changed an account (deleted it): its viewers are read again. */
    viewerChanged: (userId: number) => deps.viewers.changed(userId),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
