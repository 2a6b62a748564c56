import type { createPubSub } from 'graphql-yoga';
import type { Config } from './config';
import type { Viewer } from './context';
import type { Database } from './db/database';
import type { Logger } from './logger';
import { createCatalogueService } from './modules/catalogue/service';
import { createCatalogueStore } from './modules/catalogue/store';

export interface ServiceDeps {
  config: Config;
  db: Database;
  logger: Logger;
  pubSub: ReturnType<typeof createPubSub>;
}

export function createServices({ db }: ServiceDeps) {
  const catalogue = createCatalogueService(createCatalogueStore(db));
  const accounts = {
    async viewerFromAuthorization(_authorization: string): Promise<Viewer | null> {
      return null;
    },
  };
  return { catalogue, accounts };
}

export type Services = ReturnType<typeof createServices>;
