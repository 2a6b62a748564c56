// One server process per core behind one port (node:cluster): the primary, the process that was started, forks the
// workers (its direct children), starts a new one when one dies, and on SIGTERM or SIGINT lets each finish the
// requests it is answering before everything exits. With one worker there is no primary: the process serves itself.
// Stopping, each worker first answers 503 on /health/ready for `delayMs` while still serving (a load balancer's
// checks notice and send nothing new), then stops taking connections and drains.
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { startMetricsServer } from './metrics-server.ts';
import type { ServerLog } from '@gadgets/server-kit';
import type { StaticServer } from './static-server.ts';

/** A worker that dies this soon after starting is started again only after this pause, not in a tight loop. */
const QUICK_DEATH_MS = 2_000;
const RESTART_PAUSE_MS = 1_000;
interface ShutdownTimes {
  /** Not ready but still serving, before the server stops taking connections (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** How long a stopping worker may take to answer what it is answering (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
}

const DEFAULT_SHUTDOWN: ShutdownTimes = { delayMs: 0, drainMs: 10_000 };

interface ListeningMessage {
  type: 'gadgets:listening';
  url: string;
}

const isListening = (message: unknown): message is ListeningMessage =>
  typeof message === 'object' && message !== null && (message as ListeningMessage).type === 'gadgets:listening';

export interface ClusterOptions {
  log?: ServerLog;
  /** Serve Prometheus metrics on this port and host: with workers, the primary serves every worker's, summed. */
  metrics?: { port: number; host: string };
  /** On SIGTERM: not ready for `delayMs` while still serving, then `drainMs` for what is in flight. */
  shutdown?: ShutdownTimes;
}

/**
 * Runs `start` in `workers` processes sharing its port, and prints "serving <dir> at <url>" once every worker
 * listens (serve-process.mjs waits for that line). `start` must not print that line itself (quiet).
 */
export async function serveClustered(
  workers: number,
  dir: string,
  start: () => Promise<StaticServer>,
  options: ClusterOptions = {},
): Promise<void> {
  const shutdown = options.shutdown ?? DEFAULT_SHUTDOWN;
  if (workers <= 1) {
    const server = await start();
    if (options.metrics) {
      const { registry } = server.metrics;
      server.metrics.collectProcessMetrics();
      const served = await startMetricsServer(
        () => registry.metrics(),
        registry.contentType,
        options.metrics.port,
        options.metrics.host,
      );
      options.log?.info(`metrics at ${served.url}`);
    }
    console.log(`serving ${dir} at ${server.url}`);
    stopOnSignal(() => stopServer(server, shutdown));
    return;
  }
  if (cluster.isPrimary) return runPrimary(workers, dir, options, shutdown);
  return runWorker(start, options, shutdown);
}

/** Not ready for `delayMs` while still serving, then drained. */
async function stopServer(server: StaticServer, { delayMs, drainMs }: ShutdownTimes): Promise<void> {
  server.startDraining();
  if (delayMs > 0) await new Promise((resolveDelay) => setTimeout(resolveDelay, delayMs));
  await server.drain(drainMs);
}

/**
 * One scrape of the primary shows every worker's metrics summed (prom-client's AggregatorRegistry asks each over
 * IPC): counters and histograms add up, process figures too (memory, CPU), event loop lag is averaged. A worker
 * that is replaced takes its counts with it, which Prometheus reads as a counter reset.
 */
async function serveWorkersMetrics(metrics: NonNullable<ClusterOptions['metrics']>, log: ServerLog | undefined) {
  const aggregator = new AggregatorRegistry();
  const served = await startMetricsServer(
    () => aggregator.clusterMetrics(),
    aggregator.contentType,
    metrics.port,
    metrics.host,
  );
  log?.info(`metrics of every worker at ${served.url}`);
}

function runPrimary(count: number, dir: string, options: ClusterOptions, shutdown: ShutdownTimes): void {
  if (options.metrics)
    serveWorkersMetrics(options.metrics, options.log).catch((error: unknown) => {
      options.log?.error('the metrics could not be served', error);
      process.exit(1);
    });
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  const fork = () => {
    const worker = cluster.fork();
    const startedAt = Date.now();
    worker.on('message', (message: unknown) => {
      if (!isListening(message)) return;
      listening.add(worker.id);
      if (!announced && listening.size >= count) {
        announced = true;
        console.log(`serving ${dir} at ${message.url}`);
      }
    });
    worker.on('exit', (code, signal) => {
      listening.delete(worker.id);
      if (stopping) return;
      const message = `worker ${worker.process.pid} exited with ${signal ?? `code ${code}`}; starting another`;
      if (options.log) options.log.error(message);
      else console.error(message);
      if (Date.now() - startedAt < QUICK_DEATH_MS) setTimeout(fork, RESTART_PAUSE_MS);
      else fork();
    });
    return worker;
  };
  for (let index = 0; index < count; index += 1) fork();
  stopOnSignal(async () => {
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    const exited = running.map((worker) => new Promise((resolveExit) => worker.once('exit', resolveExit)));
    for (const worker of running) worker.process.kill('SIGTERM');
    // Whatever is still running then is stopped hard.
    const cutOff = setTimeout(
      () => {
        for (const worker of running) worker.process.kill('SIGKILL');
      },
      shutdown.delayMs + shutdown.drainMs + 2_000,
    );
    await Promise.all(exited);
    clearTimeout(cutOff);
  });
}

async function runWorker(
  start: () => Promise<StaticServer>,
  options: ClusterOptions,
  shutdown: ShutdownTimes,
): Promise<void> {
  const server = await start();
  if (options.metrics) {
    // Answers the primary's scrapes with this worker's registry.
    server.metrics.collectProcessMetrics();
    AggregatorRegistry.setRegistries([server.metrics.registry]);
    new AggregatorRegistry();
  }
  process.send?.({ type: 'gadgets:listening', url: server.url } satisfies ListeningMessage);
  stopOnSignal(() => stopServer(server, shutdown));
  // The primary is gone (killed): nobody hands this worker connections any more, so it ends too.
  process.once('disconnect', () => process.exit(0));
}

/** On SIGTERM or SIGINT, `stop`, then exit. A second signal exits at once. */
function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (stopping) process.exit(0);
      stopping = true;
      void stop().then(() => process.exit(0));
    });
}
