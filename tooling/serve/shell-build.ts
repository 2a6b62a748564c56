// The shell's server build (shell/dist/server/server.js), loaded once per process; typed by the shell's own
// contract (shell-server-build.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ShellServerBuild } from './shell-server-build.ts';

/** The server build in a built package's folder; null for a package without one (a remote, the integrator page). */
export function loadShellServerBuild(dir: string): ShellServerBuild | null {
  const serverFile = join(dir, 'server', 'server.js');
  if (!existsSync(serverFile)) return null;
  const build = createRequire(serverFile)(serverFile) as Partial<ShellServerBuild>;
  // A remote's server build is a federation container, not the shell's renderer.
  return typeof build.renderPage === 'function' && typeof build.pagePaths === 'function'
    ? (build as ShellServerBuild)
    : null;
}
