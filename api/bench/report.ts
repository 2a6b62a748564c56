/** The benchmark's table (Markdown), each row also as a multiple of its server's baseline. */
import { CONNECTIONS, DURATION } from './options';
import type { Row } from './runner';

/** A measure as a multiple of the same server's baseline (1 decimal; '-' without a baseline). */
function ratio(value: number, base: number | undefined): string {
  return base ? (value / base).toFixed(1) : '-';
}

export function print(rows: Row[]) {
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${new Date().toISOString()}`);
  console.log(
    '"x base": p95 over the baseline p95 and req/s over the baseline req/s, { __typename } on the same server.',
  );
  console.log(
    '| scenario | req/s | p50 ms | p95 ms | p99 ms | p95 x base | req/s x base | errors | budget | p95 verdict |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const row of rows) {
    const base = row.baseline;
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${ratio(row.p95, base?.p95)} | ${ratio(row.rps, base?.rps)} | ${row.errors} | ${row.budget} | ${row.verdict} |`,
    );
  }
}
