import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seedCatalogue } from '../src/seed/seed';

/** The run's seeded template database (set by the postgres project's global setup, read in its workers). */
const TEMPLATE_VARIABLE = 'API_TEST_POSTGRES_TEMPLATE';
/** The schema the template is seeded in, and so every copy's. */
const SCHEMA = 'api_test';

function withDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on TEST_DATABASE_URL's own database (CREATE and DROP DATABASE cannot run in the database itself). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Jest global setup of the postgres project: one migrated, seeded database per run. A test server's database is a
 * copy of it (CREATE DATABASE ... TEMPLATE copies its files), which takes a fraction of the seconds seeding takes.
 */
export default async function makeTemplateForRun(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const template = `api_test_template_${process.pid}`;
  await onServer(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await onServer(`CREATE DATABASE "${template}"`);
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: withDatabase(base, template), schema: SCHEMA });
  try {
    await migrate(db);
    await seedCatalogue(db);
  } finally {
    await db.close();
  }
  process.env[TEMPLATE_VARIABLE] = template;
}

export async function removeTemplateOfRun(): Promise<void> {
  const template = process.env[TEMPLATE_VARIABLE];
  if (template) await onServer(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
}

/** A database of its own for one test server, copied from the run's template; null outside the postgres project. */
export async function copyOfTemplate(): Promise<{ url: string; schema: string; drop(): Promise<void> } | null> {
  const template = process.env[TEMPLATE_VARIABLE];
  const base = process.env.TEST_DATABASE_URL;
  if (!template || !base) return null;
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: withDatabase(base, name),
    schema: SCHEMA,
    drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
