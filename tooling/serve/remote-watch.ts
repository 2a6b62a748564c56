// What the server knows of each remote from its manifest: its build (a hash of the manifest, which lists its
// content-hashed files, so a redeployed remote is loaded afresh) and the shared versions it was built with; null
// while it is not there. Looked at again in the background (every 10 s, every second while it is not there), so no
// page waits on a remote, except the very first look at a manifest URL.
//
// A look that only times out (a busy machine, a slow network) keeps the last good answer: slow answers under load
// must not leave a remote that is up to the browser (nor re-register it, reloading its code, when it answers again).
// A remote that is really gone (connection refused, an error status, a broken manifest) falls back at its next look.
import { createHash } from 'node:crypto';

export interface RemoteInfo {
  build: string;
  shared: { name: string; version: string }[];
}

export interface RemoteWatchOptions {
  /** How long an answer is used before it is looked at again (in the background). */
  ttlMs?: number;
  /** How long one look may take. */
  timeoutMs?: number;
  /**
   * How long after its last good look a remote whose looks time out is still taken as up (default: as long as they
   * only time out: its server build is loaded already, so its sections still render).
   */
  maxStaleMs?: number;
  /** How soon a remote that is not there (or did not answer in time) is looked at again. */
  retryMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface RemoteWatch {
  infoOf(manifestUrl: string): Promise<RemoteInfo | null>;
}

/** A look's result: the remote's info, gone (a definite answer), or no answer in time. */
type Look = { kind: 'up'; info: RemoteInfo } | { kind: 'gone' } | { kind: 'timeout' };

interface Entry {
  info: Promise<RemoteInfo | null>;
  /** When the answer in `info` is to be looked at again. */
  nextLookAt: number;
  lastGood?: { info: RemoteInfo; at: number };
}

export function createRemoteWatch(options: RemoteWatchOptions = {}): RemoteWatch {
  const ttlMs = options.ttlMs ?? 10_000;
  const timeoutMs = options.timeoutMs ?? 2_000;
  const maxStaleMs = options.maxStaleMs ?? Number.POSITIVE_INFINITY;
  const retryMs = options.retryMs ?? 1_000;
  const fetchManifest = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const byManifest = new Map<string, Entry>();

  const look = async (manifestUrl: string): Promise<Look> => {
    try {
      const response = await fetchManifest(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) return { kind: 'gone' };
      const text = await response.text();
      // The versions it was built with, for the shell's version-skew check (shell/src/federation).
      const shared = ((JSON.parse(text) as { shared?: { name: string; version: string }[] }).shared ?? []).map(
        ({ name, version }) => ({ name, version }),
      );
      return { kind: 'up', info: { build: createHash('sha256').update(text).digest('hex').slice(0, 12), shared } };
    } catch (error) {
      return isRefused(error) ? { kind: 'gone' } : { kind: 'timeout' };
    }
  };

  /** What `entry` answers after a look, and when it is looked at next. */
  const settle = (entry: Entry, result: Look): RemoteInfo | null => {
    const at = now();
    if (result.kind === 'up') {
      entry.lastGood = { info: result.info, at };
      entry.nextLookAt = at + ttlMs;
      return result.info;
    }
    // Not there: looked at again soon (a remote starting beside this server is used within a second of answering).
    entry.nextLookAt = at + retryMs;
    if (result.kind === 'timeout' && entry.lastGood && at - entry.lastGood.at <= maxStaleMs) return entry.lastGood.info;
    entry.lastGood = undefined;
    return null;
  };

  return {
    infoOf(manifestUrl) {
      const entry = byManifest.get(manifestUrl);
      if (!entry) {
        const created: Entry = { info: Promise.resolve(null), nextLookAt: Number.POSITIVE_INFINITY };
        created.info = look(manifestUrl).then((result) => settle(created, result));
        byManifest.set(manifestUrl, created);
        return created.info;
      }
      if (now() >= entry.nextLookAt) {
        // One look at a time: the answer in hand is used until this one settles.
        entry.nextLookAt = Number.POSITIVE_INFINITY;
        void look(manifestUrl).then((result) => {
          entry.info = Promise.resolve(settle(entry, result));
        });
      }
      return entry.info;
    },
  };
}

/** Nothing listens at the address or the name is unknown: a definite answer, unlike a timeout or a reset. */
const GONE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND']);

function isRefused(error: unknown): boolean {
  if (error instanceof SyntaxError) return true; // a manifest that is not JSON
  const code = (error as { cause?: { code?: unknown }; code?: unknown } | null)?.cause?.code;
  return typeof code === 'string' && GONE_CODES.has(code);
}
