/** The benchmark's settings, read once from the environment (see bench.ts for the list). */
import path from 'node:path';

export const API_ROOT = path.resolve(__dirname, '..');
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SYNTHETIC_COUNT = Number(process.env.SYNTHETIC_COUNT ?? 100_000);
/** BENCH_PORT_BASE moves the API's port (base + 90; 4100 by default), so parallel checkouts do not collide. */
export const PORT = Number(process.env.BENCH_PORT_BASE ?? 4010) + 90;
/** Comma-separated parts of scenario names; a scenario runs when its name contains one of them. */
export const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim());
