#!/usr/bin/env node
// Runs independent commands at once (each through the shell, as package.json scripts do) and prints each one's
// output whole when it ends, so single-threaded checks (tsc, gql.tada) use every core. Fails if any fails.
// Usage: node scripts/side-by-side.mjs "<command>" "<command>" …
import { spawn } from 'node:child_process';

function runBuffered(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('error', (error) => resolve({ command, code: 1, output: `${output}${error.message}\n` }));
    child.once('close', (code, signal) => resolve({ command, code: code ?? (signal ? 1 : 0), output }));
  });
}

const results = await Promise.all(process.argv.slice(2).map((command) => runBuffered(command).then(report)));
function report(result) {
  if (result.output) process.stdout.write(result.output);
  if (result.code !== 0) console.error(`failed (exit code ${result.code}): ${result.command}`);
  return result;
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
