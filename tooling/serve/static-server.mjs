// The compiled server half (serve/*.ts, built into dist/ by the tooling's build), for plain-Node callers.
export { startStaticServer } from '../dist/serve.mjs';
