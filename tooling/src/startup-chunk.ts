import type { Chunk, ChunkGraph, Module } from 'webpack';

/** The chunk a host's entry loads to start (`import(/* webpackChunkName: "bootstrap" *\/ './bootstrap')`). */
const BOOTSTRAP_CHUNK = 'bootstrap';

/** The federation plugin's modules that provide a shared package, or fall back to the package's own copy. */
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/**
 * A host's start needs its bootstrap chunk and every shared singleton it provides (React, the router, urql, shared-ui…),
 * which webpack would split into a chunk each: ~17 scripts whose gzip streams each start from nothing. One chunk is
 * ~5 KB gzip less on every first load and fewer requests; modules still run one by one, as the startup imports them.
 * Remotes keep theirs apart: in the shell they run on its copies and load only a package the shell lacks.
 */
export function startupChunkGroup() {
  return {
    name: 'startup',
    chunks: 'async' as const,
    enforce: true,
    priority: 100,
    reuseExistingChunk: true,
    test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
      // A chunk must not consume a package it provides: loading it would wait for itself. The consuming stubs stay
      // in their own chunks (no file of their own: they are entries in the runtime's tables).
      !SHARED_MODULE_TYPES.has(module.type) && [...chunkGraph.getModuleChunksIterable(module)].some(isLoadedAtStartup),
  };
}

function isLoadedAtStartup(chunk: Chunk): boolean {
  if (chunk.name === BOOTSTRAP_CHUNK) return true;
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      if (origin.module && SHARED_MODULE_TYPES.has(origin.module.type)) return true;
    }
  }
  return false;
}
