// What the sustained run (load-bench.mjs) and the server-rendering bench (ssr-bench.mjs) share: autocannon, options
// from the environment, and the memory and CPU of the processes they measure (Linux /proc).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../..');
/** The API package's autocannon (the root has none of its own). */
export const autocannon = createRequire(join(REPO_ROOT, 'api', 'package.json'))('autocannon');

/** A positive number from the environment, else the fallback. */
export function positiveNumber(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** Resident set size of a process in MB (Linux); NaN once it has exited. */
export function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

/** CPU seconds (user + system) a process has used so far (Linux, clock ticks of 1/100 s); NaN once it has exited. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * A server process and its direct children (a server that forks workers has them as children), as
 * `{ label, pid }`: "server" alone when it has none.
 */
export function serverProcesses(pid) {
  const children = new Set();
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of listed ? listed.split(/\s+/) : []) children.add(Number(child));
    }
  } catch {
    // exited, or no /proc: the server alone
  }
  return [
    { label: 'server', pid },
    ...[...children].sort((a, b) => a - b).map((child) => ({ label: `worker ${child}`, pid: child })),
  ];
}

/**
 * How a server-rendered page fell short, if it did: 'browser' when the server sent the empty page the browser renders
 * (rendering failed), 'part' when a part was not ready by the server's deadline and is left to the browser.
 */
export function renderShortfall(html) {
  if (html.includes('<div id="root"></div>')) return 'browser';
  return html.includes('data-dgst="rendered-in-browser"') ? 'part' : null;
}

/** Waits until the URL answers 2xx; fails when the child exits first or after 5 minutes. */
export async function waitFor(url, child) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer in 5 minutes`);
}
