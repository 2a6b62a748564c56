import type { Queryable } from '../../db/database';
import { canonicalEmail } from '../../shared/email-address';

/** One login of a user: its refresh token family, when it began and was last refreshed, and its browser. */
export interface LoginRow {
  family_id: string;
  started_at: Date;
  last_seen_at: Date;
  user_agent: string | null;
}

export interface UserRow {
  id: number;
  email: string;
  name: string;
  gender: string;
  password_hash: string;
  avatar: string | null;
  active: boolean;
  admin: boolean;
}

export interface TokenRow {
  id: number;
  user_id: number;
  kind: 'activation' | 'reset' | 'refresh' | 'email_change';
  persistent: boolean;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  /** Refresh tokens: the login they descend from (null for tokens issued before families existed). */
  family_id: string | null;
  /** Refresh tokens: the absolute end of the login's session (null for tokens issued before it was kept). */
  session_expires_at: Date | null;
  /** Refresh tokens: when the one grace answer after rotation was given. */
  grace_used_at: Date | null;
  /** Activation tokens: the password and name chosen by the sign-up that sent this link. */
  sign_up_password_hash: string | null;
  sign_up_name: string | null;
  /** E-mail change links: the address they confirm. */
  new_email: string | null;
  /** Refresh tokens: the browser that signed in (kept through rotations). */
  user_agent: string | null;
  created_at: Date;
}

const USER_COLUMNS = 'id, email, name, gender, password_hash, avatar, active, admin';

export function createAccountStore(db: Queryable) {
  return {
    async findUserByEmail(email: string, tx: Queryable = db): Promise<UserRow | null> {
      // accounts: user by e-mail, in its one spelling (index users_email_key)
      const rows = await tx.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email_key = $1`, [
        canonicalEmail(email),
      ]);
      return rows[0] ?? null;
    },

    async findUserById(id: number): Promise<UserRow | null> {
      // accounts: user by id
      const rows = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    async findSessionUser(id: number, familyId: string): Promise<UserRow | null> {
      // accounts: user by id while the login (refresh token family) behind an access token is still live
      const rows = await db.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 AND EXISTS (
           SELECT 1 FROM user_tokens WHERE user_id = $1 AND kind = 'refresh' AND family_id = $2 AND revoked_at IS NULL AND expires_at > now()
         )`,
        [id, familyId],
      );
      return rows[0] ?? null;
    },

    async insertUser(
      tx: Queryable,
      user: { email: string; name: string; gender: string; passwordHash: string },
    ): Promise<UserRow> {
      // accounts: create an inactive user
      const rows = await tx.query<UserRow>(
        `INSERT INTO users (email, email_key, name, gender, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
        [user.email, canonicalEmail(user.email), user.name, user.gender, user.passwordHash],
      );
      return rows[0]!;
    },

    async activateUser(
      tx: Queryable,
      userId: number,
      signUp: { passwordHash: string; name: string } | null,
    ): Promise<boolean> {
      // accounts: mark an inactive user active, with the password and name of the sign-up whose link was opened
      // (false when the account is active already: a later link must not replace its password)
      const rows = await tx.query<{ id: number }>(
        'UPDATE users SET active = true, password_hash = coalesce($2, password_hash), name = coalesce($3, name) WHERE id = $1 AND NOT active RETURNING id',
        [userId, signUp?.passwordHash ?? null, signUp?.name ?? null],
      );
      return rows.length > 0;
    },

    async setPassword(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
      // accounts: replace the password hash (a reset also proves the address, so it activates)
      await tx.query('UPDATE users SET password_hash = $2, active = true WHERE id = $1', [userId, passwordHash]);
    },

    /** Grants or revokes admin; the account's id, or null when no account has this address. */
    async setAdmin(email: string, admin: boolean): Promise<number | null> {
      // accounts: grant or revoke admin
      const rows = await db.query<{ id: number }>('UPDATE users SET admin = $2 WHERE email_key = $1 RETURNING id', [
        canonicalEmail(email),
        admin,
      ]);
      return rows[0]?.id ?? null;
    },

    async otherActiveAdminIds(userId: number): Promise<number[]> {
      // accounts: the active admins but one account (partial index users_active_admins)
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM users WHERE admin AND active AND id <> $1 ORDER BY id',
        [userId],
      );
      return rows.map((row) => row.id);
    },

    async insertToken(
      tx: Queryable,
      token: {
        userId: number;
        kind: TokenRow['kind'];
        hash: string;
        expiresAt: Date;
        persistent?: boolean;
        familyId?: string;
        sessionExpiresAt?: Date;
        signUp?: { passwordHash: string; name: string };
        userAgent?: string | null;
        newEmail?: string;
      },
    ): Promise<void> {
      // accounts: store a token hash
      await tx.query(
        `INSERT INTO user_tokens (user_id, kind, token_hash, expires_at, persistent, family_id, session_expires_at, sign_up_password_hash, sign_up_name, user_agent, new_email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          token.userId,
          token.kind,
          token.hash,
          token.expiresAt,
          token.persistent ?? false,
          token.familyId ?? null,
          token.sessionExpiresAt ?? null,
          token.signUp?.passwordHash ?? null,
          token.signUp?.name ?? null,
          token.userAgent ?? null,
          token.newEmail ?? null,
        ],
      );
    },

    async findToken(tx: Queryable, kind: TokenRow['kind'], hash: string): Promise<TokenRow | null> {
      // accounts: token by hash, locked for the rest of the transaction
      const rows = await tx.query<TokenRow>(
        `SELECT id, user_id, kind, persistent, expires_at, used_at, revoked_at, family_id, session_expires_at, grace_used_at, created_at,
                sign_up_password_hash, sign_up_name, user_agent, new_email
         FROM user_tokens WHERE kind = $1 AND token_hash = $2 FOR UPDATE`,
        [kind, hash],
      );
      return rows[0] ?? null;
    },

    async markTokenUsed(tx: Queryable, id: number): Promise<void> {
      // accounts: consume a single-use token
      await tx.query('UPDATE user_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id]);
    },

    async markGraceUsed(tx: Queryable, id: number): Promise<boolean> {
      // accounts: give the one grace answer of a rotated refresh token (false when it was given already)
      const rows = await tx.query<{ id: number }>(
        'UPDATE user_tokens SET grace_used_at = now() WHERE id = $1 AND grace_used_at IS NULL RETURNING id',
        [id],
      );
      return rows.length > 0;
    },

    async revokeToken(tx: Queryable, id: number): Promise<void> {
      // accounts: revoke one token (logout)
      await tx.query('UPDATE user_tokens SET used_at = coalesce(used_at, now()), revoked_at = now() WHERE id = $1', [
        id,
      ]);
    },

    async revokeFamily(tx: Queryable, familyId: string, userId: number): Promise<void> {
      // accounts: revoke every refresh token descended from one login of one user (reuse detected, or logout)
      await tx.query(
        `UPDATE user_tokens SET used_at = coalesce(used_at, now()), revoked_at = now()
         WHERE family_id = $1 AND user_id = $2 AND kind = 'refresh' AND revoked_at IS NULL`,
        [familyId, userId],
      );
    },

    async revokeTokens(tx: Queryable, userId: number, kind: TokenRow['kind']): Promise<void> {
      // accounts: revoke every live token of a kind for a user
      await tx.query(
        'UPDATE user_tokens SET used_at = coalesce(used_at, now()), revoked_at = now() WHERE user_id = $1 AND kind = $2 AND revoked_at IS NULL',
        [userId, kind],
      );
    },

    async endSessionsAndLinks(tx: Queryable, userId: number): Promise<void> {
      // accounts: a password was set through a mailed link: every login ends and every other link is void
      await tx.query(
        'UPDATE user_tokens SET used_at = coalesce(used_at, now()), revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
        [userId],
      );
      // accounts: and sign-in providers are unlinked (a reset is how an owner takes an account back; the owner links
      // theirs again by signing in with it)
      await tx.query('DELETE FROM user_identities WHERE user_id = $1', [userId]);
    },

    async updateProfile(userId: number, profile: { name: string; gender: string }): Promise<void> {
      // accounts: a user's own name and gender
      await db.query('UPDATE users SET name = $2, gender = $3 WHERE id = $1', [userId, profile.name, profile.gender]);
    },

    async endOtherLogins(tx: Queryable, userId: number, keepFamilyIds: string[]): Promise<void> {
      // accounts: the password or e-mail changed: every login but the ones named ends, and mailed reset and
      // e-mail change links are void
      await tx.query(
        `UPDATE user_tokens SET used_at = coalesce(used_at, now()), revoked_at = now()
         WHERE user_id = $1 AND revoked_at IS NULL
           AND (kind IN ('reset', 'email_change') OR (kind = 'refresh' AND (family_id IS NULL OR family_id <> ALL($2::text[]))))`,
        [userId, keepFamilyIds],
      );
    },

    async changeEmail(
      tx: Queryable,
      userId: number,
      email: string,
    ): Promise<{ oldEmail: string; name: string } | null> {
      // accounts: switch a user's address and its one spelling (the unique index users_email_key has the last word);
      // returns the address it replaced
      const rows = await tx.query<{ old_email: string; name: string }>(
        `UPDATE users SET email = $2, email_key = $3
         FROM (SELECT id, email FROM users WHERE id = $1 FOR UPDATE) AS old
         WHERE users.id = old.id
         RETURNING old.email AS old_email, users.name`,
        [userId, email, canonicalEmail(email)],
      );
      const row = rows[0];
      return row ? { oldEmail: row.old_email, name: row.name } : null;
    },

    async liveLogins(userId: number): Promise<LoginRow[]> {
      // accounts: a user's live logins (refresh token families), newest activity first (index user_tokens_user)
      return db.query<LoginRow>(
        `SELECT family_id, min(created_at) AS started_at, max(created_at) AS last_seen_at,
                (array_agg(user_agent ORDER BY created_at))[1] AS user_agent
         FROM user_tokens WHERE user_id = $1 AND kind = 'refresh' AND family_id IS NOT NULL
         GROUP BY family_id
         HAVING bool_or(revoked_at IS NULL AND used_at IS NULL AND expires_at > now())
         ORDER BY max(created_at) DESC`,
        [userId],
      );
    },

    async deleteDeadTokens(tx: Queryable, userId: number): Promise<number> {
      // accounts: a user's expired tokens, and used or revoked single-use links; used refresh tokens stay until they
      // expire so that presenting one again is still recognised as reuse
      const rows = await tx.query<{ id: number }>(
        `DELETE FROM user_tokens WHERE user_id = $1
           AND (expires_at < now() OR (kind <> 'refresh' AND (used_at IS NOT NULL OR revoked_at IS NOT NULL)))
         RETURNING id`,
        [userId],
      );
      return rows.length;
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
