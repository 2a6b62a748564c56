#!/usr/bin/env node
// Proves the promise behind generated GraphQL types: a field renamed in the API schema fails the front ends'
// typecheck. It renames SearchResult.companyName in a copy of the schema, regenerates the introspection types from
// it, typechecks the front ends (which must fail on that field) and restores the real types whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './pnpm-runner.mjs';

const RENAMED = { type: 'SearchResult', field: 'companyName', to: 'brandName' };
const INTROSPECTION = join(REPO_ROOT, 'shared-ui', 'src', 'graphql', 'graphql-env.d.ts');
const bin = (name) => join(REPO_ROOT, 'node_modules', '.bin', name);

/** Like spawnSync, but resolves: the two checks below are separate single-threaded programs and run side by side. */
function runCollecting(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

function renamedSchema() {
  const schema = readFileSync(join(REPO_ROOT, 'api', 'schema.graphql'), 'utf8');
  const typeStart = schema.indexOf(`type ${RENAMED.type} {`);
  const typeEnd = schema.indexOf('\n}', typeStart);
  if (typeStart < 0) throw new Error(`schema has no type ${RENAMED.type}`);
  const body = schema.slice(typeStart, typeEnd).replace(new RegExp(`\\b${RENAMED.field}:`), `${RENAMED.to}:`);
  return schema.slice(0, typeStart) + body + schema.slice(typeEnd);
}

const work = mkdtempSync(join(tmpdir(), 'schema-guard-'));
// gql.tada's check looks for documents relative to its tsconfig, so that one sits beside the real one.
const guardConfig = join(REPO_ROOT, 'tsconfig.schema-guard.json');
const saved = join(work, 'graphql-env.d.ts');
copyFileSync(INTROSPECTION, saved);
try {
  writeFileSync(join(work, 'schema.graphql'), renamedSchema());
  writeFileSync(
    guardConfig,
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: {
        plugins: [
          { name: 'gql.tada/ts-plugin', schema: join(work, 'schema.graphql'), tadaOutputLocation: INTROSPECTION },
        ],
      },
    }),
  );
  const generated = spawnSync(bin('gql-tada'), ['generate-output', '--tsconfig', guardConfig], { encoding: 'utf8' });
  if (generated.status !== 0) throw new Error(`could not generate types from the renamed schema:\n${generated.stderr}`);
  // gql.tada's check names the unknown field; the TypeScript program fails where components read it.
  const [validated, typed] = await Promise.all([
    runCollecting(bin('gql-tada'), ['check', '--tsconfig', guardConfig]),
    runCollecting(bin('tsc'), ['-p', join(REPO_ROOT, 'tsconfig.json')]),
  ]);
  const validation = validated.output;
  const typeErrors = typed.output.split('\n').filter((line) => line.includes('error TS'));
  if (validated.status === 0 || !validation.includes(RENAMED.field) || typed.status === 0) {
    console.error(
      `Renaming ${RENAMED.type}.${RENAMED.field} did not fail the front ends' checks:\n${validation}\n${typeErrors.join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    const firstProblem = validation
      .split('\n')
      .find((line) => line.includes(RENAMED.field))
      ?.trim();
    console.log(`Renaming ${RENAMED.type}.${RENAMED.field} fails the front ends' checks as it must:`);
    console.log(`  gql.tada check: ${firstProblem}`);
    console.log(`  tsc: ${typeErrors.length} errors, e.g. ${typeErrors[0]}`);
  }
} finally {
  copyFileSync(saved, INTROSPECTION);
  rmSync(guardConfig, { force: true });
  rmSync(work, { recursive: true, force: true });
}
