import type { createPubSub } from 'graphql-yoga';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Logger } from './logger';
import { createAccountService } from './modules/accounts/service';
import { createAccountStore } from './modules/accounts/store';
import { createCatalogueService } from './modules/catalogue/service';
import { createCatalogueStore } from './modules/catalogue/store';
import { createMailer } from './shared/mailer';
import { createRateLimiter } from './shared/rate-limiter';

export type PubSub = ReturnType<typeof createPubSub>;

export interface ServiceDeps {
  config: Config;
  db: Database;
  logger: Logger;
  pubSub: PubSub;
}

export function createServices({ config, db, logger, pubSub }: ServiceDeps) {
  const limiter = createRateLimiter(config.rateLimitFactor);
  const mailer = createMailer(config, logger);
  const catalogue = createCatalogueService(createCatalogueStore(db));
  const accounts = createAccountService({ config, db, store: createAccountStore(db), mailer, limiter, logger });
  return { catalogue, accounts, limiter, mailer, pubSub };
}

export type Services = ReturnType<typeof createServices>;
