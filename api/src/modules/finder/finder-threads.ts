/**
 * Finder indexes in worker threads: counting every option of a finder question takes most of a millisecond of CPU
 * on a large catalogue, and in the thread that serves HTTP it would hold up every other request meanwhile. Each
 * thread (finder-thread.ts) keeps a copy of every finder's index; a question goes to the thread with the fewest
 * questions waiting, so the threads and the main thread use the machine's other cores.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FinderOptionGroup } from './finder-conditions';
import type { FinderAnswers, FinderIndexHost, FinderPageAnswer } from './finder-index-host';
import type { FinderStanding } from './finder-standing';
import type { GroupsReference, ThreadAnswer, ThreadRequest, ThreadResult } from './finder-thread-messages';

/** A question sent to a thread that stopped (it crashed): the index must be built again. */
export class FinderIndexLost extends Error {
  constructor() {
    super('finder thread stopped; the finder index is built again');
  }
}

type Pending = { resolve: (result: ThreadResult) => void; reject: (error: Error) => void };
/** A request before the thread gives it its id. */
type Unnumbered = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/** The thread's script: the compiled file, or (run from source, in tests and the benchmarks) the TypeScript one. */
function startWorker(): Worker {
  const compiled = __filename.endsWith('.js');
  const file = path.join(__dirname, `finder-thread.${compiled ? 'js' : 'ts'}`);
  if (compiled) return new Worker(file);
  const register = require.resolve('tsx/cjs');
  return new Worker(`require(${JSON.stringify(register)}); require(${JSON.stringify(file)});`, { eval: true });
}

class FinderThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  stopped = false;
  /** The option groups this thread was sent, so later questions name them by id. */
  readonly groupsSent = new Set<number>();

  constructor(onStop: (thread: FinderThread, error: Error) => void, onStart?: (worker: Worker) => void) {
    this.worker = startWorker();
    onStart?.(this.worker);
    // An idle thread never keeps the process alive (the API's close() ends it); one with questions waiting does.
    this.worker.unref();
    this.worker.on('message', (answer: ThreadAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) this.worker.unref();
      if (answer.error !== undefined) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.result);
    });
    const stop = (error: Error) => {
      if (this.stopped) return;
      this.rejectWaiting(new FinderIndexLost());
      onStop(this, error);
    };
    this.worker.on('error', stop);
    this.worker.on('messageerror', stop);
    this.worker.on('exit', (code) => stop(new Error(`finder thread exited with code ${code}`)));
  }

  get waiting(): number {
    return this.pending.size;
  }

  ask(request: Unnumbered): Promise<ThreadResult> {
    if (this.stopped) return Promise.reject(new FinderIndexLost());
    const id = this.nextId++;
    return new Promise<ThreadResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      try {
        this.worker.postMessage({ ...request, id } as ThreadRequest);
      } catch (error) {
        // A question the thread cannot be sent (a value structured clone refuses) is not left waiting.
        this.pending.delete(id);
        if (this.pending.size === 0) this.worker.unref();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Stops the thread's use: every question still waiting is answered with `error`. */
  private rejectWaiting(error: Error) {
    this.stopped = true;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  tell(request: Unnumbered) {
    if (!this.stopped) this.worker.postMessage({ ...request, id: -1 } as ThreadRequest);
  }

  async terminate() {
    this.rejectWaiting(new Error('finder threads closed'));
    await this.worker.terminate();
  }
}

export interface FinderThreadOptions {
  threads: number;
  /** Told of each thread started (tests stop one to see the indexes built again). */
  onStart?: (worker: Worker) => void;
  /** Told when a thread stops unasked (its indexes are built again on the next question). */
  onThreadError?: (error: Error) => void;
}

/** A host whose indexes live in `threads` worker threads, started on the first index built. */
export function createFinderThreads({ threads: count, onThreadError, onStart }: FinderThreadOptions): FinderIndexHost {
  let threads: FinderThread[] = [];
  let closed = false;
  const groupIds = new WeakMap<readonly FinderOptionGroup[], number>();
  let nextGroupsId = 0;
  // The threads forget a list of option groups once no finder holds it any more.
  const forgotten = new FinalizationRegistry<number>((groupsId) => {
    for (const thread of threads) {
      if (thread.groupsSent.delete(groupsId)) thread.tell({ type: 'forgetGroups', groupsId });
    }
  });

  /** The threads, started (or replaced, after one stopped) up to their number. */
  function running(): FinderThread[] {
    while (threads.length < count) {
      const thread = new FinderThread((stopped, error) => {
        threads = threads.filter((other) => other !== stopped);
        onThreadError?.(error);
      }, onStart);
      threads = [...threads, thread];
    }
    return threads;
  }

  function idsOf(groups: readonly FinderOptionGroup[]): number {
    let id = groupIds.get(groups);
    if (id === undefined) {
      id = nextGroupsId++;
      groupIds.set(groups, id);
      forgotten.register(groups, id);
    }
    return id;
  }

  /** The groups as a thread is sent them: by id, and themselves the first time it is asked about them. */
  function groupsFor(thread: FinderThread, groups: readonly FinderOptionGroup[]): GroupsReference {
    const groupsId = idsOf(groups);
    if (thread.groupsSent.has(groupsId)) return { groupsId };
    thread.groupsSent.add(groupsId);
    return { groupsId, groups };
  }

  /** A question's answer; groups it brought that never reached the thread are sent again with the next question. */
  function sent<T>(thread: FinderThread, reference: GroupsReference | undefined, asking: Promise<T>): Promise<T> {
    if (reference?.groups) asking.catch(() => thread.groupsSent.delete(reference.groupsId));
    return asking;
  }

  return {
    async build(name, generation, rows, columns) {
      if (closed) throw new Error('finder threads closed');
      // Every thread builds its copy; a thread started later has none, and answers "lost" until it is built again.
      const holders = running();
      await Promise.all(holders.map((thread) => thread.ask({ type: 'build', name, generation, rows, columns })));
      /** The thread with the fewest questions waiting; lost when any of them stopped (it lacks this index). */
      const least = (): FinderThread => {
        if (holders.some((thread) => thread.stopped)) throw new FinderIndexLost();
        return holders.reduce((least, thread) => (thread.waiting < least.waiting ? thread : least));
      };
      const answers: FinderAnswers = {
        async page(conditions, sort, offset, limit, extras) {
          const thread = least();
          const counted = extras?.groups && groupsFor(thread, extras.groups);
          const histograms = extras?.histograms;
          const asking = thread.ask({ type: 'page', name, conditions, sort, offset, limit, counted, histograms });
          return (await sent(thread, counted, asking)) as FinderPageAnswer;
        },
        async standing(modelId, columns, among) {
          return (await least().ask({ type: 'standing', name, modelId, columns, among })) as FinderStanding[];
        },
        // Every copy changes (the thread holds the finder's newest index: a later load's values are read after these).
        async updateNumbers(update) {
          if (holders.some((thread) => thread.stopped)) throw new FinderIndexLost();
          await Promise.all(holders.map((thread) => thread.ask({ type: 'updateNumbers', name, update })));
        },
      };
      return answers;
    },

    async close() {
      closed = true;
      const stopping = threads;
      threads = [];
      await Promise.all(stopping.map((thread) => thread.terminate()));
    },
  };
}
