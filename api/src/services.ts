import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/database';
import { CATALOGUE_CHANGED, type CatalogueChange, type PubSub } from './events/topics';
import type { ServerLog } from '@gadgets/server-kit';
import type { ApiMetrics } from './metrics/api-metrics';
import { promoteAdminEmails, withAdminEmails } from './modules/accounts/admin-emails';
import type { BackoffRedis } from './modules/accounts/login-backoff';
import { createAccountService } from './modules/accounts/service';
import { createAccountStore } from './modules/accounts/store';
import { createViewerCache } from './modules/accounts/viewer-cache';
import { createBikeAdminNotices } from './modules/bikes/bike-admin-notices';
import { createBikeService } from './modules/bikes/service';
import { createBikeStore } from './modules/bikes/store';
import { createModelService } from './modules/models/service';
import { createCustomPcService } from './modules/custom-pcs/service';
import { createCustomPcStore } from './modules/custom-pcs/store';
import { createPublicBuildService } from './modules/custom-pcs/public-build-service';
import { createPublicBuildStore } from './modules/custom-pcs/public-build-store';
import { createDeviceService } from './modules/devices/service';
import { createDeviceStore } from './modules/devices/store';
import { createLaptopService } from './modules/laptops/service';
import { createLaptopStore } from './modules/laptops/store';
import { createPhoneService } from './modules/phones/service';
import { createPhoneStore } from './modules/phones/store';
import { createPcPartService } from './modules/pc-parts/service';
import { createPcPartStore } from './modules/pc-parts/store';
import { createCommentService } from './modules/comments/service';
import { createCommentStore } from './modules/comments/store';
import { createContactService } from './modules/contact/service';
import { createContactStore } from './modules/contact/store';
import { createModerationService } from './modules/moderation/service';
import { createModerationStore } from './modules/moderation/store';
import { createNotificationDigest } from './modules/notifications/digest';
import { createNotificationPreferences } from './modules/notifications/preferences';
import { createIdentityStore } from './modules/sign-in-providers/identity-store';
import { createSignInProviderService } from './modules/sign-in-providers/service';
import { createAccountDataService } from './modules/account-data/service';
import { createAccountDataStore } from './modules/account-data/store';
import { createFinderRatings } from './modules/model-reviews/finder-ratings';
import { createModelReviewService } from './modules/model-reviews/service';
import { createModelReviewStore } from './modules/model-reviews/store';
import { withFollowEvents } from './modules/follows/bike-events';
import { sectionMatchers } from './modules/follows/search-matchers';
import { createSearchWatch } from './modules/follows/search-watch';
import { createFollowService } from './modules/follows/service';
import { createFollowStore } from './modules/follows/store';
import { createNotificationService } from './modules/notifications/service';
import { createNotificationStore } from './modules/notifications/store';
import { createVoteService } from './modules/votes/service';
import { createVoteStore } from './modules/votes/store';
import { createModelStore } from './modules/models/store';
import { IN_PROCESS_INDEX, observedFinderHost } from './modules/finder/finder-index-host';
import { createFinderThreads } from './modules/finder/finder-threads';
import { createBackgroundTasks } from './shared/background';
import { ReadCache } from './shared/cache';
import type { SectionName } from './shared/sections';
import { createMailer } from './shared/mailer';
import { createRateLimiter } from './shared/rate-limiter';

export interface ServiceDeps {
  config: Config;
  db: Database;
  logger: ServerLog;
  pubSub: PubSub;
  redis?: Redis | undefined;
  metrics: ApiMetrics;
}

export function createServices({ config, db, logger, pubSub, redis, metrics }: ServiceDeps) {
  const limiter = createRateLimiter(config.rateLimitFactor, redis, (error) =>
    logger.error('rate limiter: Redis failed, counting in memory', error),
  );
  const mailer = createMailer(config, logger);
  const tasks = createBackgroundTasks(logger);
  const instanceId = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const cache = new ReadCache();
  const finderHost = observedFinderHost(
    config.finderThreads > 0
      ? createFinderThreads({
          threads: config.finderThreads,
          onThreadError: (error) => logger.error('finder thread stopped; its indexes are built again', error),
        })
      : IN_PROCESS_INDEX,
    (finder, models, seconds) => metrics.finderIndexLoaded(finder, models, seconds),
  );
  const models = createModelService(createModelStore(db), cache);
  // Other instances clear their caches when they hear of the change.
  const onChange = (section: SectionName) =>
    pubSub.publish(CATALOGUE_CHANGED, { instance: instanceId, section } satisfies CatalogueChange);
  const modelReviewStore = createModelReviewStore(db);
  // The finders' best rated order: models' ratings kept beside their indexes, read again as reviews change.
  const finderRatings = createFinderRatings({ store: modelReviewStore, pubSub, instanceId, tasks });
  const modelFinders = { host: finderHost, live: finderRatings.live };
  const laptops = createLaptopService(createLaptopStore(db), cache, modelFinders);
  const phones = createPhoneService(createPhoneStore(db), cache, modelFinders);
  const pcParts = createPcPartService(createPcPartStore(db), cache, finderHost);
  const accountStore = createAccountStore(db);
  const viewers = createViewerCache(pubSub, instanceId);
  const accounts = withAdminEmails(
    createAccountService({
      config,
      db,
      store: accountStore,
      mailer,
      limiter,
      logger,
      tasks,
      redis: redis as unknown as BackoffRedis | undefined,
      viewers,
    }),
    {
      adminEmails: config.adminEmails,
      store: accountStore,
      viewers,
      tasks,
      logger,
    },
  );
  const notifications = createNotificationService({
    store: createNotificationStore(db),
    accounts,
    pubSub,
    tasks,
    instanceId,
  });
  const notificationPreferences = createNotificationPreferences({ db, accounts, limiter });
  const notificationDigest = createNotificationDigest({ config, db, mailer, logger });
  const voteStore = createVoteStore(db);
  const followStore = createFollowStore(db);
  const searchWatch = createSearchWatch({
    store: followStore,
    notifications,
    tasks,
    logger,
    matchers: sectionMatchers({ phones, laptops, bikes: () => bikeWrites, pcParts }),
  });
  const follows = createFollowService({ store: followStore, accounts, models: voteStore, notifications, searchWatch });
  const bikeWrites = createBikeService({
    db,
    store: createBikeStore(db),
    cache,
    onChange,
    hosting: modelFinders,
    accounts,
    adminNotices: createBikeAdminNotices({ admins: accountStore, notifications, tasks }),
  });
  const bikes = withFollowEvents(bikeWrites, { ...follows, ...searchWatch }, logger);
  const publicBuildStore = createPublicBuildStore(db);
  const publicBuilds = createPublicBuildService({ store: publicBuildStore, accounts, limiter });
  const comments = createCommentService({
    store: createCommentStore(db),
    limiter,
    pubSub,
    notifications,
    follows,
    logger,
    publicBuilds,
  });
  const accountData = createAccountDataService({
    store: createAccountDataStore(db),
    accounts,
    limiter,
    mailer,
    tasks,
    pubSub,
    ratings: finderRatings,
  });
  const votes = createVoteService({ store: voteStore, accounts, limiter, pubSub });
  const modelReviews = createModelReviewService({
    store: modelReviewStore,
    accounts,
    models: voteStore,
    limiter,
    ratings: finderRatings,
  });
  const moderation = createModerationService({
    store: createModerationStore(db),
    accounts,
    limiter,
    hide: {
      comment: (id, hidden) => comments.setHidden(id, hidden),
      review: (id, hidden) => modelReviews.hide(id, hidden),
    },
  });
  const contact = createContactService({ store: createContactStore(db), accounts, limiter });
  const signInProviders = createSignInProviderService({
    config,
    db,
    store: createIdentityStore(),
    limiter,
    logger,
    startLogin: accounts.startLogin,
    requireUser: accounts.requireUser,
    afterAccountProven: async () => {
      if (config.adminEmails.length > 0)
        await promoteAdminEmails({ adminEmails: config.adminEmails, store: accountStore, logger, viewers });
    },
    mailer,
    tasks,
    findUser: (userId) => accountStore.findUserById(userId),
  });
  const customPcs = createCustomPcService({
    db,
    store: createCustomPcStore(db),
    accounts,
    parts: pcParts,
    publicBuilds: publicBuildStore,
  });
  const devices = createDeviceService({ store: createDeviceStore(db), accounts, limiter });
  return {
    instanceId,
    viewers,
    tasks,
    comments,
    votes,
    notifications,
    accountData,
    modelReviews,
    finderRatings,
    follows,
    contact,
    signInProviders,
    notificationPreferences,
    notificationDigest,
    moderation,
    searchWatch,
    pcParts,
    customPcs,
    publicBuilds,
    devices,
    models,
    laptops,
    phones,
    bikes,
    accounts,
    limiter,
    mailer,
    pubSub,
    cache,
    finderHost,
  };
}

export type Services = ReturnType<typeof createServices>;
