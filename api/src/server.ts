import { createApi } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const api = await createApi(config);
  const { url, metricsUrl } = await api.listen();
  api.logger.info(
    `GraphQL API ready at ${url}/graphql (database: ${api.db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`,
  );
  if (metricsUrl) api.logger.info(`Prometheus metrics at ${metricsUrl}`);
  let shuttingDown = false;
  // Node's default for an unhandled rejection (report it, exit 1), except while shutting down: the embedded
  // database's engine then aborts the queries the shutdown cut off, and that is no error.
  process.on('unhandledRejection', (reason) => {
    if (shuttingDown) return;
    api.logger.error('unhandled rejection', reason);
    process.exit(1);
  });
  const shutdown = async (signal: string) => {
    shuttingDown = true;
    api.logger.info(`${signal} received: draining`);
    api.startDraining();
    await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
    await api.close({ drainMs: config.shutdown.drainMs });
    api.logger.info('drained, exiting');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
