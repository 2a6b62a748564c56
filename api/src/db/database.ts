import { mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A tiny adapter so the same SQL runs on embedded PGlite and on a real PostgreSQL.
 * Only parameterised statements go through `query`; `exec` is for migrations (several statements, no parameters).
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball (tests start new databases from a seeded copy). */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool's figures now (for the metrics). */
  poolFigures?(): PoolFigures;
}

export interface PoolFigures {
  /** Connections open, idle or busy. */
  total: number;
  idle: number;
  /** Queries waiting for a connection (all `max` are busy). */
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  /** Folder for PGlite; `memory://` for an in-memory database (tests). */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL only: schema to create and use. */
  schema?: string | undefined;
  /** PGlite only: start from this dumped data folder instead of an empty one. */
  pgliteTemplate?: Blob | undefined;
  /**
   * PostgreSQL only: an idle pooled connection broke (the server restarted, or terminated it). The pool drops that
   * connection and the next query opens a new one, so this only reports it.
   */
  onIdleConnectionError?: ((error: Error) => void) | undefined;
  /** Runs every statement (transactions' too), to time and trace it (app.ts); `run` sends it. */
  observeQuery?: QueryObserver | undefined;
}

export type QueryObserver = <T>(sql: string, run: () => Promise<T>) => Promise<T>;

const unobserved: QueryObserver = (_sql, run) => run();

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.schema, options.onIdleConnectionError, options.observeQuery)
    : openPglite(options.dataDir, options.pgliteTemplate, options.observeQuery);
}

async function openPglite(
  dataDir: string,
  template: Blob | undefined,
  observe: QueryObserver = unobserved,
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const db = await PGlite.create(location, template ? { loadDataDir: template } : {});
  // PGlite runs one statement at a time; a transaction must not interleave with other queries,
  // which PGlite itself serialises through its own mutex.
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await observe(sql, () => db.query<Row>(sql, params));
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return db.transaction(async (tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            const result = await observe(sql, () => tx.query<Row>(sql, params));
            return result.rows;
          },
        }),
      );
    },
    async close() {
      await db.close();
    },
    async dump() {
      return db.dumpDataDir('none');
    },
  };
}

/** Connections per API instance: PostgreSQL's default 100 connections serve several instances. */
const POOL_MAX = 10;

async function openPostgres(
  databaseUrl: string,
  schema: string | undefined,
  onIdleConnectionError: (error: Error) => void = () => undefined,
  observe: QueryObserver = unobserved,
): Promise<Database> {
  const pg = await import('pg');
  const Pool = pg.default?.Pool ?? pg.Pool;
  if (schema) {
    const setup = new Pool({ connectionString: databaseUrl, max: 1 });
    try {
      // The schema name was validated as a plain identifier in config.
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new Pool({
    connectionString: databaseUrl,
    max: POOL_MAX,
    ...(schema ? { options: `-c search_path="${schema}",public` } : {}),
  });
  // Without a listener, the pool's 'error' for a broken idle connection would be unhandled and end the process.
  pool.on('error', onIdleConnectionError);
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await observe(sql, () => pool.query(sql, params));
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // A client taken from the pool has no pool listener: a connection that breaks between two of its queries (the
      // server restarted) would emit an unhandled 'error' and end the process. The transaction fails instead, and the
      // broken connection is thrown away rather than handed back to the pool.
      let broken: Error | undefined;
      const onBroken = (error: Error) => {
        broken = error;
        onIdleConnectionError(error);
      };
      client.on('error', onBroken);
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            const res = await observe(sql, () => client.query(sql, params));
            return res.rows as Row[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // On a broken connection the rollback fails too; the transaction's own error is the one to report.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken ??= rollbackError;
        });
        throw error;
      } finally {
        client.off('error', onBroken);
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
    poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
  };
}
