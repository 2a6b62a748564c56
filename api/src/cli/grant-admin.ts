import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrations';
import { createAccountStore } from '../modules/accounts/store';

/**
 * Usage: pnpm --filter @gadgets/api grant-admin <email> [--revoke]
 * With the embedded database, stop the API first: PGlite allows one process at a time.
 */
async function main() {
  const email = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const revoke = process.argv.includes('--revoke');
  if (!email) {
    console.error('Usage: grant-admin <email> [--revoke]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  try {
    await migrate(db);
    const changed = await createAccountStore(db).setAdmin(email, !revoke);
    if (!changed) {
      console.error(`No account with the e-mail ${email}`);
      process.exitCode = 1;
    } else {
      console.log(`${email} is ${revoke ? 'no longer' : 'now'} an admin`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
