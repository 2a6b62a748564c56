import { createApi } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const api = await createApi(config);
  const { url } = await api.listen();
  api.logger.info(`GraphQL API ready at ${url}/graphql (database: ${api.db.kind}${config.databaseUrl ? '' : ` in ${config.dataDir}`})`);
  const shutdown = async (signal: string) => {
    api.logger.info(`${signal} received, shutting down`);
    await api.close();
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
