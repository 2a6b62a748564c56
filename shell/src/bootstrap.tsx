import { nextTask } from './startup/next-task';

/**
 * The async boundary's chunks are all loaded by now; what is left is evaluating their code, the heaviest shared
 * modules first, each in a task of its own rather than all in one (a tap during it is answered in between).
 * `eager` keeps each step in this chunk: no request more, only a later evaluation.
 */
async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@gadgets/shared-ui');
  await nextTask();
  await import(/* webpackMode: "eager" */ './start-app');
}

void start();
