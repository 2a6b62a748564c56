import type { ServerLog } from '@gadgets/server-kit';
import type { BackgroundTasks } from '../../shared/background';
import type { AccountStore } from './store';
import type { ViewerCache } from './viewer-cache';

interface AdminEmailDeps {
  /** Addresses from ADMIN_EMAILS in their one spelling (config.ts, canonicalEmail). */
  adminEmails: readonly string[];
  store: Pick<AccountStore, 'findUserByEmail' | 'setAdmin'>;
  viewers: Pick<ViewerCache, 'changed'>;
  tasks: BackgroundTasks;
  logger: ServerLog;
}

/**
 * Makes the active accounts named in ADMIN_EMAILS admins. Only active accounts: activation proves the address, so
 * someone who signs up with a listed address they do not own never becomes an admin.
 */
export async function promoteAdminEmails({
  adminEmails,
  store,
  logger,
  viewers,
}: Omit<AdminEmailDeps, 'tasks'>): Promise<string[]> {
  const promoted: string[] = [];
  for (const email of adminEmails) {
    const user = await store.findUserByEmail(email);
    if (!user || !user.active || user.admin) continue;
    await store.setAdmin(email, true);
    viewers.changed(user.id);
    promoted.push(email);
  }
  if (promoted.length > 0) logger.info(`ADMIN_EMAILS: ${promoted.length} account(s) made admin`);
  return promoted;
}

/**
 * Applies ADMIN_EMAILS at start and after every activation (a password reset activates too) and confirmed e-mail
 * change, so listed accounts are admins when they exist and become admins once their address is proven. Wraps the
 * account service; nothing else changes.
 */
export function withAdminEmails<
  Service extends {
    activate(token: string): Promise<boolean>;
    resetPassword(...args: never[]): Promise<boolean>;
    confirmEmailChange(...args: never[]): Promise<boolean>;
  },
>(service: Service, deps: AdminEmailDeps): Service {
  if (deps.adminEmails.length === 0) return service;
  deps.tasks.run('admin-emails', async () => void (await promoteAdminEmails(deps)));
  const thenPromote =
    <Args extends unknown[]>(action: (...args: Args) => Promise<boolean>) =>
    async (...args: Args): Promise<boolean> => {
      const ok = await action(...args);
      if (ok) await promoteAdminEmails(deps);
      return ok;
    };
  return {
    ...service,
    activate: thenPromote(service.activate.bind(service)),
    resetPassword: thenPromote(service.resetPassword.bind(service) as (...args: unknown[]) => Promise<boolean>),
    confirmEmailChange: thenPromote(
      service.confirmEmailChange.bind(service) as (...args: unknown[]) => Promise<boolean>,
    ),
  };
}
