import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { createAccountStore } from '../modules/accounts/store';
import { canonicalEmail } from '../shared/email-address';

/**
 * Usage: pnpm --filter @gadgets/api grant-admin <email> [--revoke]
 *
 * PostgreSQL (DATABASE_URL set): works while the API runs; the API reads the admin flag on every request, so the
 * change applies to the account's next request. Embedded PGlite: only one process may open its data folder, so this
 * refuses while an API answers on the configured port; stop the API first, or list the address in ADMIN_EMAILS.
 */
const PGLITE_IN_USE = (config: Config) =>
  [
    `The API is running on the embedded PGlite database (${config.dataDir}).`,
    'PGlite lets only one process open its data folder, so this command cannot change it while the API runs.',
    'Either stop the API, run this command, and start the API again;',
    'or add the address to ADMIN_EMAILS (comma-separated) and restart the API: listed accounts become admins when',
    'they exist or are activated;',
    'or run the API on PostgreSQL (DATABASE_URL), where this command works while the API runs.',
  ].join('\n');

/** True when something answers the API's health check on the configured host and port. */
async function apiAnswers(config: Config): Promise<boolean> {
  try {
    const response = await fetch(`http://${config.host}:${config.port}/health`, { signal: AbortSignal.timeout(1500) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function main() {
  const email = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const revoke = process.argv.includes('--revoke');
  if (!email) {
    console.error('Usage: grant-admin <email> [--revoke]');
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.databaseUrl && (await apiAnswers(config))) {
    console.error(PGLITE_IN_USE(config));
    process.exit(3);
  }
  if (revoke && config.adminEmails.includes(canonicalEmail(email))) {
    console.warn(`Note: ${email} is listed in ADMIN_EMAILS, so the API makes it an admin again at its next start.`);
  }
  const db = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  try {
    await migrate(db);
    const changed = (await createAccountStore(db).setAdmin(email, !revoke)) !== null;
    if (!changed) {
      console.error(`No account with the e-mail ${email}`);
      process.exitCode = 1;
    } else {
      console.log(
        `${email} is ${revoke ? 'no longer' : 'now'} an admin${config.databaseUrl ? ' (from its next request)' : ''}`,
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
