/** Measures one scenario with autocannon (after checking its answer once), or a server's list of them. */
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION } from './options';
import type { Scenario } from './scenario';

/**
 * An unused variable with a new value on every request: the whole-answer cache keys an answer by its variables (and
 * serves signed-in visitors too), so no answer of an uncached scenario is ever kept; execution ignores the variable.
 */
export const uncachedVariables = (variables: Record<string, unknown> | undefined, request: number) => ({
  ...variables,
  benchUncachedRequest: request,
});

export interface Row {
  name: string;
  /** The baseline row measured against the same server. */
  baseline?: Row;
  budget: string;
  rps: number;
  p50: number;
  p90: number;
  p95: number;
  p97_5: number;
  p99: number;
  errors: number;
  /** 'met' or 'OVER' against the scenario's p95 budget; '-' without one. */
  verdict: string;
}

async function run(url: string, scenario: Scenario, outboxDir: string | undefined): Promise<Row> {
  // Check the answer once, so we never benchmark an error.
  const headers = {
    'content-type': 'application/json',
    'x-graphql-csrf': '1',
    ...(scenario.prepare && outboxDir ? await scenario.prepare({ url, outboxDir }) : {}),
  };
  for (const variables of [scenario.variables, ...(scenario.vary ? [scenario.vary(0), scenario.vary(1)] : [])]) {
    const check = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: scenario.query, variables }),
    });
    const body = (await check.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`${scenario.name}: ${JSON.stringify(body.errors)}`);
  }
  const options = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    connections: CONNECTIONS,
    headers,
    body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
  };
  let counter = 0;
  const variablesOf = (index: number) => {
    const variables = scenario.vary ? scenario.vary(index) : scenario.variables;
    return scenario.bypassCache ? uncachedVariables(variables, index) : variables;
  };
  const requests =
    scenario.vary || scenario.bypassCache
      ? [
          {
            setupRequest: (request: autocannon.Request) => ({
              ...request,
              body: JSON.stringify({ query: scenario.query, variables: variablesOf(counter++) }),
            }),
          },
        ]
      : undefined;
  // Warm up (JIT, caches) before measuring.
  await autocannon({ ...options, duration: 2, ...(requests ? { requests } : {}) });
  // autocannon reports no p95 (the budget's percentile), so keep every response time and take it ourselves.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: DURATION, ...(requests ? { requests } : {}) }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  });
  times.sort((a, b) => a - b);
  const p95 = Math.round((times[Math.floor(times.length * 0.95)] ?? 0) * 10) / 10;
  return {
    name: scenario.name,
    budget: scenario.budget,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p95,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    verdict: verdictOf(p95, scenario.p95Budget),
  };
}

function verdictOf(p95: number, budget: number | undefined): string {
  if (budget === undefined) return '-';
  return p95 <= budget ? `met (<= ${budget} ms)` : `OVER (> ${budget} ms)`;
}

/**
 * Runs scenarios against one server; the first (the baseline) becomes every row's yardstick. Scenarios that prepare
 * data run only where the server's outbox is known.
 */
export async function runAll(
  url: string,
  scenarios: Scenario[],
  rename: (name: string) => string = (name) => name,
  outboxDir?: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scenario of scenarios) {
    if (scenario.prepare && !outboxDir) continue;
    const row = await run(url, { ...scenario, name: rename(scenario.name) }, outboxDir);
    rows.push({ ...row, baseline: rows[0] ?? row });
  }
  return rows;
}
