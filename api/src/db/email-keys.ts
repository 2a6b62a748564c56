import { canonicalEmail } from '../shared/email-address';
import type { Queryable } from './database';

/** Accounts whose addresses now share one spelling: who keeps it, and who lost it (to be settled by an operator). */
export interface EmailKeyCollision {
  key: string;
  kept: { id: number; email: string };
  withoutKey: { id: number; email: string }[];
}

/**
 * Fills users.email_key for accounts that have none. Where several addresses share a spelling (`Ｐrobe@…` and
 * `probe@…` were two accounts under lower()), the first active account (else the oldest) keeps it and the others are
 * left without a key, so nobody can sign in to or mail them by the look-alike address; each collision is returned and
 * printed for an operator.
 */
export async function fillEmailKeys(
  tx: Queryable,
  report: (line: string) => void = (line) => console.warn(line),
): Promise<EmailKeyCollision[]> {
  // migrations: accounts without an e-mail key, active and oldest first (the first of a spelling keeps it)
  const rows = await tx.query<{ id: number; email: string }>(
    'SELECT id, email FROM users WHERE email_key IS NULL ORDER BY active DESC, id',
  );
  const byKey = new Map<string, { id: number; email: string }[]>();
  for (const row of rows) {
    const key = canonicalEmail(row.email);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const collisions: EmailKeyCollision[] = [];
  const ids: number[] = [];
  const keys: string[] = [];
  for (const [key, [kept, ...others]] of byKey) {
    ids.push(kept!.id);
    keys.push(key);
    if (others.length > 0) collisions.push({ key, kept: kept!, withoutKey: others });
  }
  // migrations: give each account that keeps its spelling its e-mail key, in one statement
  await tx.query(
    'UPDATE users SET email_key = k.key FROM unnest($1::int[], $2::text[]) AS k(id, key) WHERE users.id = k.id',
    [ids, keys],
  );
  for (const collision of collisions) {
    report(
      `e-mail key ${JSON.stringify(collision.key)}: account ${collision.kept.id} keeps it; ` +
        `${collision.withoutKey.map((user) => `account ${user.id} (${JSON.stringify(user.email)})`).join(', ')} ` +
        'can no longer sign in by that address until an operator settles it',
    );
  }
  return collisions;
}
