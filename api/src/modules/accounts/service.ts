import type { AccountDeps } from './account-rules';
import { createPasswordReset } from './password-reset';
import { createSessions } from './sessions';
import { createSignUp } from './sign-up';

export type { AccountDeps } from './account-rules';

/** Accounts: sign-up and activation, sessions, password reset, and the admin flag. */
export function createAccountService(deps: AccountDeps) {
  return {
    ...createSessions(deps),
    ...createSignUp(deps),
    ...createPasswordReset(deps),
    grantAdmin(email: string, admin = true): Promise<boolean> {
      return deps.store.setAdmin(email, admin);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
