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
    grantAdmin(email: string, admin = true): Promise<boolean> {
      return deps.store.setAdmin(email, admin);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
