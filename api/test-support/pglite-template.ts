import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrations';
import { seedCatalogue } from '../src/seed/seed';
import { withoutWalOutside } from './pglite-wal-trim';

/** Where the run's seeded PGlite data folder lies (set by the pglite project's global setup, read in its workers). */
const TEMPLATE_FILE_VARIABLE = 'API_TEST_PGLITE_TEMPLATE';
/** The same data folder unpacked on disk, which a test server's own folder is copied from. */
const TEMPLATE_DIR_VARIABLE = 'API_TEST_PGLITE_TEMPLATE_DIR';

/** A migrated, seeded PGlite data folder as a tarball: starting from it is much faster than initdb and seeding. */
async function buildTemplate(): Promise<Blob> {
  const db = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(db);
    await seedCatalogue(db);
    await db.exec('CHECKPOINT');
    const [wal] = await db.query<{ redo: string; current: string }>(
      `SELECT (SELECT redo_wal_file FROM pg_control_checkpoint()) AS redo, pg_walfile_name(pg_current_wal_lsn()) AS current`,
    );
    const tar = new Uint8Array(await (await db.dump!()).arrayBuffer());
    return new Blob([withoutWalOutside(tar, wal!.redo, wal!.current)]);
  } finally {
    await db.close();
  }
}

/**
 * Jest global setup of the pglite project: the template is built once per run, not once per test file (jest gives
 * each file its own module registry, so a module-level cache would be rebuilt by every file).
 */
export default async function makeTemplateForRun(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gadgets-api-pglite-template-'));
  const file = path.join(dir, 'seeded.tar.gz');
  const tar = await buildTemplate();
  writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  process.env[TEMPLATE_FILE_VARIABLE] = file;
  // Unpacked once: copying a folder and opening it reads only the pages a test touches, where loading the tar into
  // memory unpacks all of it (~1 s against ~3 s a test server under jest).
  const unpacked = path.join(dir, 'pglite');
  const db = await openDatabase({ dataDir: dir, pgliteTemplate: tar });
  await db.exec('CHECKPOINT');
  await db.close();
  process.env[TEMPLATE_DIR_VARIABLE] = unpacked;
}

export function removeTemplateOfRun(): void {
  const file = process.env[TEMPLATE_FILE_VARIABLE];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}

/**
 * A copy of the run's seeded database in `dataDir`, where the API opens its PGlite (`<DATA_DIR>/pglite`). False when
 * no global setup made one (a file run under another config): the caller then loads the tar.
 */
export function copySeededTemplate(dataDir: string): boolean {
  const unpacked = process.env[TEMPLATE_DIR_VARIABLE];
  if (!unpacked) return false;
  cpSync(unpacked, path.join(dataDir, 'pglite'), { recursive: true });
  return true;
}

let template: Promise<Blob> | undefined;
/** The run's template when global setup made one; built here otherwise (a file run under another config). */
export function seededTemplate(): Promise<Blob> {
  const file = process.env[TEMPLATE_FILE_VARIABLE];
  template ??= file ? Promise.resolve(new Blob([readFileSync(file)])) : buildTemplate();
  return template;
}
