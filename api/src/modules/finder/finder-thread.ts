/**
 * A finder thread (started by finder-threads.ts): keeps the finder indexes it is sent, one per finder name, and
 * answers pages, with their option counts when asked, from them. Every message carries an id; the answer carries it back.
 */
import { parentPort } from 'node:worker_threads';
import { FinderIndex } from './finder-index';
import type {
  GroupsReference,
  ThreadAnswer,
  ThreadIndexRow,
  ThreadRequest,
  ThreadResult,
} from './finder-thread-messages';
import type { FinderOptionGroup } from './finder-conditions';
import { answerPage } from './finder-index-host';

const port = parentPort;
if (!port) throw new Error('finder-thread.ts runs as a worker thread');

/** Each finder's newest index: a request for an older one (sent before a catalogue change) is answered from it. */
const indexes = new Map<string, { generation: number; index: FinderIndex<ThreadIndexRow> }>();
/** Option groups by the id the main thread gave them (a category hands over the same groups until it changes). */
const groupsById = new Map<number, readonly FinderOptionGroup[]>();

function indexOf(name: string) {
  const known = indexes.get(name);
  if (!known) throw new Error(`finder thread has no index ${name}`);
  return known.index;
}

/** The groups a question names, kept when it brings them. */
function groupsOf({ groupsId, groups }: GroupsReference): readonly FinderOptionGroup[] {
  if (groups) groupsById.set(groupsId, groups);
  const known = groupsById.get(groupsId);
  if (!known) throw new Error(`finder thread has no option groups ${groupsId}`);
  return known;
}

function answer(request: ThreadRequest): ThreadResult {
  switch (request.type) {
    case 'build': {
      const known = indexes.get(request.name);
      if (!known || known.generation < request.generation)
        indexes.set(request.name, {
          generation: request.generation,
          index: new FinderIndex(request.rows, request.columns),
        });
      return null;
    }
    case 'page':
      return answerPage(
        indexOf(request.name),
        request,
        request.counted && groupsOf(request.counted),
        request.histograms,
      );
    case 'standing':
      return indexOf(request.name).standing(request.modelId, request.columns, request.among);
    case 'updateNumbers':
      indexOf(request.name).updateNumbers(request.update);
      return null;
    case 'forgetGroups':
      groupsById.delete(request.groupsId);
      return null;
  }
}

port.on('message', (request: ThreadRequest) => {
  let reply: ThreadAnswer;
  try {
    reply = { id: request.id, result: answer(request) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
