// The figures of a finished run, printed for a person to read and for a run log to keep; a run with any failed
// request sets the exit code.
import os from 'node:os';

/**
 * Prints what `settings` asked for, what autocannon's `result` and the run's `stats` (load.mjs) show, the `sampler`'s
 * memory and CPU per process, and this generator's own CPU (`ownCpu`: process.cpuUsage over the run).
 */
export function printReport({ settings, traffic, result, stats, idleRss, sampler, ownCpu }) {
  const { mixName, rate, duration, connections, warmup } = settings;
  const total = result.requests.total;
  console.log(`\n## Sustained load, ${mixName} mix (${new Date().toISOString()})`);
  console.log(
    `target ${rate} req/s for ${duration} s (${connections} connections, after ${warmup} s warm-up); ${traffic.description}`,
  );
  console.log(
    `requests: ${total} answered, ${(total / result.duration).toFixed(1)} req/s achieved (autocannon average ${result.requests.average})`,
  );
  // Measured from sending: when the server falls behind, connections send later, so the shortfall shows in req/s achieved.
  console.log(
    `latency ms (2xx): p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  console.log(
    `non-2xx: ${result.non2xx}; errors (connection, timeout): ${result.errors} (timeouts ${result.timeouts}); ${traffic.badAnswers}: ${stats.badAnswers}`,
  );
  if (traffic.partial)
    console.log(`pages with a part left to the browser (not ready by the render deadline): ${stats.partlyInBrowser}`);
  // (autocannon's requests.sent is left out: it adds each connection's rate once at the start, not requests made.)
  console.log(
    `statuses: ${JSON.stringify(stats.statuses)}; answers that closed the connection: ${stats.closedConnections}`,
  );
  console.log(
    `by kind: ${Object.entries(stats.byKind)
      .map(([kind, entry]) => `${kind} ${entry.requests}${entry.badAnswers ? ` (${entry.badAnswers} bad)` : ''}`)
      .join(', ')}`,
  );
  for (const [message, count] of [...stats.errorMessages].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  ${count} x ${message}`);
  console.log(`API RSS MB idle, before the warm-up: ${idleRss}`);
  for (const line of sampler.summary()) console.log(line);
  const seconds = sampler.samples.at(-1).elapsed || 1;
  console.log(
    `this load generator ${Math.round((ownCpu.user + ownCpu.system) / 1e4 / seconds)}% of one core; machine load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores`,
  );
  // The target rate is part of the run: a server that falls behind sends fewer answers, not errors.
  if (total / result.duration < 0.95 * rate)
    console.log(`! ${(total / result.duration).toFixed(1)} req/s achieved, under the ${rate} req/s asked for`);
  const failures = result.non2xx + result.errors + stats.badAnswers;
  if (failures > 0) {
    console.log(`! ${failures} failed requests (the run must have none)`);
    process.exitCode = 1;
  }
}
