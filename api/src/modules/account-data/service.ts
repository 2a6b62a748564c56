import type { Actor, SessionActor } from '../../actor';
import { COMMENTS_CHANGED, type PubSub } from '../../events/topics';
import type { BackgroundTasks } from '../../shared/background';
import { InputChecker } from '../../shared/errors';
import type { Mailer } from '../../shared/mailer';
import type { Viewer } from '../accounts/viewer';
import { topic } from '../comments/thread-key';
import type { AccountDataStore } from './store';

/** A person's own data: all of it as one download, or all of it gone. */
export function createAccountDataService(deps: {
  store: AccountDataStore;
  accounts: {
    requireUser(ctx: Actor): Promise<Viewer>;
    checkPassword(viewer: Viewer, password: string, field: string): Promise<void>;
    logout(ctx: SessionActor): Promise<boolean>;
    viewerChanged(userId: number): void;
  };
  limiter: { hit(rule: 'accountChangeByIp', key: string): Promise<void> };
  mailer: Mailer;
  tasks: BackgroundTasks;
  pubSub: PubSub;
  /** Told of the models whose ratings lose the account's reviews (the finders' best rated order follows). */
  ratings: { changed(category: string, modelIds: readonly number[]): void };
}) {
  const { store, accounts, limiter, mailer, tasks, pubSub, ratings } = deps;
  return {
    /** Everything stored about the viewer, as JSON (no password hash, no tokens). */
    async export(ctx: Actor) {
      const viewer = await accounts.requireUser(ctx);
      return { exportedAt: new Date().toISOString(), ...(await store.everything(viewer.id)) };
    },

    /** Deletes the viewer's account once they have typed their password again; a mail to the address confirms it. */
    async deleteAccount(ctx: SessionActor, password: string) {
      const viewer = await accounts.requireUser(ctx);
      await limiter.hit('accountChangeByIp', ctx.clientIp);
      const checker = new InputChecker();
      checker.check(password.length > 0, 'password', 'Please type your password to confirm');
      checker.throwIfAny();
      await accounts.checkPassword(viewer, password, 'password');
      await accounts.logout(ctx);
      const { pages, reviewed } = await store.deleteAccount(viewer.id);
      accounts.viewerChanged(viewer.id);
      for (const page of pages) pubSub.publish(COMMENTS_CHANGED, { topic: topic(page) });
      for (const category of new Set(reviewed.map((model) => model.category)))
        ratings.changed(
          category,
          reviewed.filter((model) => model.category === category).map((model) => model.model_id),
        );
      tasks.run('account-deleted-mail', () =>
        mailer.send({
          to: viewer.email,
          kind: 'account-deleted',
          subject: 'Your Gadget Specs account was deleted',
          text: `Hi ${viewer.name},\n\nYour account and everything kept with it (builds, votes, follows, reviews, notifications) were deleted. Your comments stay on their pages as "Deleted user". You can sign up again at any time.`,
          link: null,
        }),
      );
      return true;
    },
  };
}
