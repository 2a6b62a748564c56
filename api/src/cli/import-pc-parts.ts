import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { API_ROOT } from '../config';
import { OPEN_DB_COMMIT } from '../seed/pc-part-records';
import { type CategoryReport, formatImportReport, withImportReport } from '../seed/open-db/import-report';
import { OPEN_DB_CATEGORIES } from '../seed/open-db/open-db-categories';
import { importRecord } from '../seed/open-db/open-db-records';

/**
 * `pnpm --filter @gadgets/api import-pc-parts -- --source <OpenDB checkout or git directory> [--any-commit]`
 *
 * Turns BuildCores OpenDB's builder categories into the seed the API loads (api/data/pc-parts/<file>.json.gz, one per
 * category) and writes the import report into api/data/pc-parts/README.md. A developer runs it when moving to a new
 * OpenDB release; nothing reads the network, and the API only ever reads the committed files.
 */
const args = process.argv.slice(2);
const sourceArg = args[args.indexOf('--source') + 1];
if (!args.includes('--source') || !sourceArg) {
  console.error('usage: import-pc-parts --source <OpenDB checkout or git directory> [--any-commit]');
  process.exit(2);
}
const DATA_DIR = path.join(API_ROOT, 'data', 'pc-parts');

const git = (gitArgs: string[]) => execFileSync('git', gitArgs, { encoding: 'utf8', maxBuffer: 1 << 30 }).trim();

/** The folder holding open-db/, and the commit it is (a git directory is unpacked at the pinned commit). */
function openSource(source: string): { root: string; commit: string; cleanUp(): void } {
  if (existsSync(path.join(source, 'open-db'))) {
    const commit = git(['-C', source, 'rev-parse', 'HEAD']);
    return { root: source, commit, cleanUp() {} };
  }
  const wanted = args.includes('--any-commit') ? 'HEAD' : OPEN_DB_COMMIT;
  const commit = git(['--git-dir', source, 'rev-parse', wanted]);
  const root = mkdtempSync(path.join(tmpdir(), 'open-db-'));
  const folders = OPEN_DB_CATEGORIES.map(({ folder }) => `open-db/${folder}`);
  execFileSync('sh', [
    '-c',
    `git --git-dir "$0" archive "$1" ${folders.join(' ')} | tar -x -C "$2"`,
    source,
    commit,
    root,
  ]);
  return { root, commit, cleanUp: () => rmSync(root, { recursive: true, force: true }) };
}

const source = openSource(path.resolve(sourceArg));
if (source.commit !== OPEN_DB_COMMIT && !args.includes('--any-commit')) {
  console.error(
    `The source is at ${source.commit}, the seed is pinned to ${OPEN_DB_COMMIT} (pass --any-commit to move)`,
  );
  process.exit(1);
}

const reports: CategoryReport[] = [];
for (const { folder, category, file } of OPEN_DB_CATEGORIES) {
  const dir = path.join(source.root, 'open-db', folder);
  const report: CategoryReport = { folder, file, read: 0, imported: 0, rejected: new Map() };
  const records = [];
  // Sorted by file name (the id), so the same release always writes the same bytes.
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    report.read += 1;
    let result;
    try {
      result = importRecord(JSON.parse(readFileSync(path.join(dir, name), 'utf8')), category);
    } catch {
      result = { rejected: 'not valid JSON' };
    }
    if ('record' in result) {
      records.push(result.record);
      report.imported += 1;
    } else {
      const ids = report.rejected.get(result.rejected) ?? [];
      ids.push(name.replace(/\.json$/, ''));
      report.rejected.set(result.rejected, ids);
    }
  }
  writeFileSync(path.join(DATA_DIR, `${file}.json.gz`), gzipSync(JSON.stringify(records), { level: 9 }));
  reports.push(report);
  console.log(`${folder}: ${report.imported} of ${report.read} imported`);
}
source.cleanUp();

const readmePath = path.join(DATA_DIR, 'README.md');
writeFileSync(
  readmePath,
  withImportReport(readFileSync(readmePath, 'utf8'), formatImportReport(source.commit, reports)),
);
console.log(`report written to ${path.relative(process.cwd(), readmePath)}`);
