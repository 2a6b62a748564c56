import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { ServerLog } from '@gadgets/server-kit';
import type { Mailer } from '../../shared/mailer';

/** An account gets at most one digest per period. */
export const DIGEST_PERIOD_HOURS = 24;
/** How often an instance looks for digests that are due. */
const CHECK_EVERY_MS = 15 * 60 * 1000;
/** Accounts written to per check; the rest wait for the next one. */
const ACCOUNTS_PER_CHECK = 200;
/** Notifications listed in one mail; past it the mail says how many more are on the site. */
const LISTED = 20;

interface Due {
  user_id: number;
  email: string;
  name: string;
}

/** Rolls back a claim that found nothing to send. */
const NOTHING_TO_SEND = Symbol('nothing to send');

interface Pending {
  title: string;
  message: string;
  link: string | null;
}

/**
 * The e-mail digest: notifications of the kinds an account chose to receive by e-mail, still unread and not mailed
 * before, gathered into one mail at most once every DIGEST_PERIOD_HOURS. Several API instances may check at once: an
 * account's digest is claimed with one conditional write, and its notifications with another, so none is mailed twice.
 */
export function createNotificationDigest(deps: { config: Config; db: Database; mailer: Mailer; logger: ServerLog }) {
  const { config, db, mailer, logger } = deps;

  function digestMail(account: Due, pending: Pending[]) {
    const count = pending.length;
    const listed = pending.slice(0, LISTED).map((notice) => {
      const link = notice.link ? `\n  ${config.siteUrl}${notice.link}` : '';
      return `- ${notice.title}\n  ${notice.message}${link}`;
    });
    const more = count > LISTED ? [`…and ${count - LISTED} more on the site.`] : [];
    return {
      to: account.email,
      kind: 'notification-digest',
      subject: `${count} new notification${count === 1 ? '' : 's'} on Gadget Specs`,
      link: `${config.siteUrl}/notifications`,
      text: [
        `Hello ${account.name},`,
        '',
        `Here is what happened since your last digest:`,
        '',
        ...listed,
        ...more,
        '',
        `All your notifications: ${config.siteUrl}/notifications`,
        `Choose what you receive by e-mail: ${config.siteUrl}/account/preferences`,
      ].join('\n'),
    };
  }

  /**
   * Claims and sends one account's digest. Claiming the period and taking the notifications commit together, and
   * only when there is something to send: a claim with nothing in it is rolled back and spends no period.
   */
  async function sendDigestOf(account: Due): Promise<boolean> {
    const pending = await db
      .transaction(async (tx) => {
        // notifications: claim this period's digest of one account (another instance may be trying too)
        const claimed = await tx.query(
          `INSERT INTO notification_digests (user_id, sent_at) VALUES ($1, now())
           ON CONFLICT (user_id) DO UPDATE SET sent_at = now()
           WHERE notification_digests.sent_at <= now() - make_interval(hours => $2)
           RETURNING user_id`,
          [account.user_id, DIGEST_PERIOD_HOURS],
        );
        if (claimed.length === 0) return [];
        // notifications: take the account's unread, unmailed notifications of its e-mail kinds
        const taken = await tx.query<Pending & { id: number }>(
          `UPDATE notifications n SET emailed_at = now()
           FROM notification_preferences p
           WHERE n.user_id = $1 AND p.user_id = n.user_id AND p.kind = n.kind AND p.delivery = 'email'
             AND n.read_at IS NULL AND n.emailed_at IS NULL
           RETURNING n.id, n.title, n.message, n.link`,
          [account.user_id],
        );
        if (taken.length === 0) throw NOTHING_TO_SEND;
        return taken;
      })
      .catch((error: unknown) => {
        if (error === NOTHING_TO_SEND) return [];
        throw error;
      });
    if (pending.length === 0) return false;
    await mailer.send(
      digestMail(
        account,
        pending.sort((a, b) => b.id - a.id),
      ),
    );
    return true;
  }

  /** Sends every digest that is due; returns how many were sent. */
  async function sendDue(): Promise<number> {
    // notifications: accounts with unread, unmailed notifications of a kind they want by e-mail, whose last digest
    // is a period old (partial index notification_preferences_email, then notifications_unread)
    const due = await db.query<Due>(
      `SELECT u.id AS user_id, u.email, u.name FROM users u
       WHERE u.active
         AND EXISTS (
           SELECT 1 FROM notification_preferences p JOIN notifications n ON n.user_id = p.user_id AND n.kind = p.kind
           WHERE p.user_id = u.id AND p.delivery = 'email' AND n.read_at IS NULL AND n.emailed_at IS NULL
         )
         AND NOT EXISTS (
           SELECT 1 FROM notification_digests d
           WHERE d.user_id = u.id AND d.sent_at > now() - make_interval(hours => $1)
         )
       ORDER BY u.id LIMIT $2`,
      [DIGEST_PERIOD_HOURS, ACCOUNTS_PER_CHECK],
    );
    let sent = 0;
    for (const account of due) {
      // One account's failure (a mail server refusing its address, say) leaves the others' digests going.
      try {
        if (await sendDigestOf(account)) sent += 1;
      } catch (error) {
        logger.error(`the notification digest of account ${account.user_id} was not sent`, error);
      }
    }
    return sent;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    sendDue,
    /** Checks every CHECK_EVERY_MS from now on; a failed check is logged and the next one tries again. */
    start() {
      timer ??= setInterval(() => {
        sendDue().catch((error: unknown) => logger.error('notification digest check failed', error));
      }, CHECK_EVERY_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
