import { nextTask } from './startup/next-task';

/**
 * The async boundary's chunks are all loaded by now; what is left is evaluating their code, the heaviest shared
 * modules first, each in a task of its own rather than all in one (a tap during it is answered in between, and no
 * step is a long task on a slow phone). `eager` keeps each step in this chunk: no request more, only a later
 * evaluation. The first step waits a task too: the chunk's own evaluation is one already.
 */
const STARTUP_STEPS = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'react-router-dom'),
  () => import(/* webpackMode: "eager" */ 'styled-components'),
  () => import(/* webpackMode: "eager" */ 'urql'),
  () => import(/* webpackMode: "eager" */ '@gadgets/shared-ui'),
  () => import(/* webpackMode: "eager" */ './start-app'),
];

async function start(): Promise<void> {
  for (const step of STARTUP_STEPS) {
    await nextTask();
    await step();
  }
}

void start();
