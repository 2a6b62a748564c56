import type { Queryable } from '../../db/database';
import { canonicalEmail } from '../../shared/email-address';
import { NO_PASSWORD } from '../accounts/account-rules';

/** Gender of an account made through a provider, until its owner says otherwise in Profile Settings. */
const UNSTATED_GENDER = 'prefer_not_to_say';

export interface LinkedRow {
  provider: string;
  email: string;
  created_at: Date;
  last_used_at: Date;
}

export interface AccountOfAddress {
  id: number;
  active: boolean;
}

export function createIdentityStore() {
  return {
    async userOfIdentity(tx: Queryable, provider: string, subject: string): Promise<number | null> {
      // sign-in providers: the account an identity is linked to, noting its use (primary key)
      const rows = await tx.query<{ user_id: number }>(
        'UPDATE user_identities SET last_used_at = now() WHERE provider = $1 AND subject = $2 RETURNING user_id',
        [provider, subject],
      );
      return rows[0]?.user_id ?? null;
    },

    async accountOfAddress(tx: Queryable, email: string): Promise<AccountOfAddress | null> {
      // sign-in providers: the account of an address, in its one spelling, locked until the link is made
      const rows = await tx.query<AccountOfAddress>('SELECT id, active FROM users WHERE email_key = $1 FOR UPDATE', [
        canonicalEmail(email),
      ]);
      return rows[0] ?? null;
    },

    async createAccount(tx: Queryable, account: { email: string; name: string }): Promise<number | null> {
      // sign-in providers: a new active account for a proven address (null when the address was taken meanwhile)
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO users (email, email_key, name, gender, password_hash, active) VALUES ($1, $2, $3, $4, $5, true)
         ON CONFLICT (email_key) DO NOTHING RETURNING id`,
        [account.email, canonicalEmail(account.email), account.name, UNSTATED_GENDER, NO_PASSWORD],
      );
      return rows[0]?.id ?? null;
    },

    async claimUnconfirmedAccount(tx: Queryable, userId: number, name: string): Promise<void> {
      // sign-in providers: the proven owner takes an account whose sign-up was never confirmed; whoever signed it up
      // may not be them, so its password, name and gender go and its pending activation links die
      await tx.query(
        'UPDATE users SET active = true, password_hash = $2, name = $3, gender = $4 WHERE id = $1 AND NOT active',
        [userId, NO_PASSWORD, name, UNSTATED_GENDER],
      );
      await tx.query(
        `UPDATE user_tokens SET used_at = coalesce(used_at, now()), revoked_at = now()
         WHERE user_id = $1 AND kind = 'activation' AND revoked_at IS NULL`,
        [userId],
      );
    },

    async linkedTo(tx: Queryable, userId: number): Promise<LinkedRow[]> {
      // sign-in providers: the identities linked to one account (index user_identities_user)
      return tx.query<LinkedRow>(
        'SELECT provider, email, created_at, last_used_at FROM user_identities WHERE user_id = $1 ORDER BY created_at',
        [userId],
      );
    },

    async unlink(tx: Queryable, userId: number, provider: string): Promise<'unlinked' | 'only-way-in' | 'not-linked'> {
      // sign-in providers: remove one provider's identities from an account, unless they are its only way in (no
      // password, no other provider); the account's row is locked so two removals cannot both pass the check
      const [account] = await tx.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      );
      const linked = await tx.query<{ provider: string }>('SELECT provider FROM user_identities WHERE user_id = $1', [
        userId,
      ]);
      if (!linked.some((row) => row.provider === provider)) return 'not-linked';
      const others = linked.filter((row) => row.provider !== provider).length;
      if (account?.password_hash === NO_PASSWORD && others === 0) return 'only-way-in';
      await tx.query('DELETE FROM user_identities WHERE user_id = $1 AND provider = $2', [userId, provider]);
      return 'unlinked';
    },

    async link(tx: Queryable, identity: { provider: string; subject: string; userId: number; email: string }) {
      // sign-in providers: link an identity to an account (once)
      await tx.query(
        `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, subject) DO NOTHING`,
        [identity.provider, identity.subject, identity.userId, identity.email],
      );
    },
  };
}

export type IdentityStore = ReturnType<typeof createIdentityStore>;
