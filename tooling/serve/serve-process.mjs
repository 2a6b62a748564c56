// Runs one static server as a process of its own (bin/serve.mjs), so a remote can fail, be stopped or be
// redeployed while the shell and the other remotes go on serving.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * @import { ChildProcess } from 'node:child_process'
 * @import { StaticServerOptions } from './static-server.ts'
 */

const SERVE_BIN = fileURLToPath(new URL('../bin/serve.mjs', import.meta.url));
const READY_LINE = /^serving .* at (http:\/\/\S+)$/;
const START_TIMEOUT_MS = 30_000;

/**
 * The command-line arguments of bin/serve.mjs for startStaticServer's options, and its worker count (default: one
 * per core for a server that renders pages, SHELL_WORKERS; one for any other).
 * @param {StaticServerOptions & { workers?: number }} options
 */
function serveArguments(options) {
  const args = ['--dir', options.dir, '--port', String(options.port)];
  if (options.host) args.push('--host', options.host);
  if (options.apiOrigin) args.push('--api', options.apiOrigin);
  else args.push('--no-api');
  if (options.apiSourceAddress) args.push('--api-source-address', options.apiSourceAddress);
  if (options.remotesFile) args.push('--remotes-file', options.remotesFile);
  for (const origin of options.remoteOrigins ?? []) args.push('--remote-origin', origin);
  for (const origin of options.publicApiOrigins ?? []) args.push('--public-api', origin);
  if (options.sourceMaps) args.push('--source-maps', options.sourceMaps);
  if (options.siteUrl) args.push('--site-url', options.siteUrl);
  if (options.workers) args.push('--workers', String(options.workers));
  return args;
}

/**
 * Hands each whole line a child process prints, on standard output or error, to `onLine`.
 * @param {ChildProcess} child
 * @param {(line: string) => void} onLine
 */
export function forEachOutputLine(child, onLine) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
}

/**
 * Starts bin/serve.mjs and resolves once it listens. Its other output goes to onOutput, line by line.
 * @param {StaticServerOptions & { workers?: number }} options
 * @param {{ onOutput?: (line: string) => void, env?: NodeJS.ProcessEnv }} [processOptions]
 * @returns {Promise<{ url: string, pid: number, child: ChildProcess, close: () => Promise<void> }>}
 */
export function spawnStaticServer(options, { onOutput = (line) => console.log(line), env = process.env } = {}) {
  const child = spawn(process.execPath, [SERVE_BIN, ...serveArguments(options)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const close = () => stopChild(child);
  return new Promise((resolveReady, reject) => {
    let ready = false;
    const timer = setTimeout(() => {
      void close();
      reject(new Error(`The static server for ${options.dir} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    forEachOutputLine(child, (line) => {
      const listening = !ready && READY_LINE.exec(line);
      if (listening) {
        ready = true;
        clearTimeout(timer);
        // The line's pattern has its one group, and a child that printed has its pid.
        const url = /** @type {string} */ (listening[1]);
        resolveReady({ url, pid: /** @type {number} */ (child.pid), child, close });
      } else if (line.trim()) onOutput(line);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`The static server for ${options.dir} exited with code ${code} before it listened`));
    });
  });
}

/**
 * SIGTERM, then SIGKILL if it has not exited within 5 s.
 * @param {ChildProcess} child
 * @returns {Promise<void>}
 */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStopped) => {
    child.once('exit', () => resolveStopped());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
