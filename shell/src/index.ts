import { afterFirstPaint } from './startup/after-first-paint';

// The async boundary module federation needs to negotiate shared singletons before any of them runs. It starts
// once the server's HTML is on screen: the preloaded chunks download meanwhile, and evaluating them waits.
void afterFirstPaint().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
