/** What a benchmark scenario is, and which of them a run picks. */
import { ONLY } from './options';

export interface Scenario {
  name: string;
  budget: string;
  /** A p95 budget in ms: the row then says whether it was met. */
  p95Budget?: number;
  query: string;
  variables?: Record<string, unknown>;
  /** Different variables on every request, so no cache can answer (worst case). */
  vary?: (index: number) => Record<string, unknown>;
  /** Make every request new to the whole-answer cache (a unique unused variable), so each one is answered afresh. */
  bypassCache?: boolean;
  /**
   * Sets up what the scenario reads (e.g. a signed-in account) on the server it is about to measure; returns the
   * headers to send. Needs the server's mail outbox: skipped against an API started elsewhere.
   */
  prepare?: (server: { url: string; outboxDir: string }) => Promise<Record<string, string>>;
}

/** The latency budget of answers people wait on (finders, search): p95 at most this many ms. */
export const P95_BUDGET_MS = 30;

const BASELINE: Scenario = { name: 'baseline { __typename }', budget: 'the yardstick', query: '{ __typename }' };

/** The baseline always runs, first, so every other row of the same server has its yardstick. */
export const selected = (scenarios: Scenario[]) => [
  BASELINE,
  ...scenarios.filter((scenario) => ONLY.some((part) => scenario.name.includes(part))),
];
