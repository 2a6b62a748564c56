import { catalogueSources } from './catalogue-sources';
import { formatSourceReport, sourceReport } from './source-report';

/**
 * `pnpm --filter @gadgets/api data-report [--summary]`: how much of the seed catalogue is checked against a source,
 * and which values are not yet. Exits 1 only when the data is malformed (a source that is not an https URL, a check
 * naming a value the line does not state, a line stating nothing), so CI stops on broken data, not on unchecked data.
 */
const report = sourceReport(catalogueSources());
console.log(formatSourceReport(report, { listValues: !process.argv.includes('--summary') }));
if (report.problems.length > 0) process.exitCode = 1;
