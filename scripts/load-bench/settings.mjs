// What a run is asked to do: the mix, its rate and length, and the ports, read from the environment (LOAD_*).
import { positiveNumber } from '../bench-support.mjs';

export const USAGE = `Sustained load benchmark (a benchmark, not a test). Build first (pnpm build, or pnpm bench --only load,
which builds what is stale). The ten-minute server-rendering run:

  LOAD_MIX=ssr pnpm bench:load            (= LOAD_MIX=ssr node scripts/load-bench.mjs: 600 s at 300 pages/s)

A short trial of the same: LOAD_MIX=ssr LOAD_DURATION=90 pnpm bench:load. The API mix: pnpm bench:load.
It prints every 10 s the pages/s and the RSS and CPU of the API, the shell's server and each worker, then latency,
non-2xx, connection errors and timeouts, pages not server-rendered or in part left to the browser, and each
process's RSS at start and end (memory flat: end close to start). Exits 1 on any failed request.

Environment: LOAD_MIX api|ssr (api), LOAD_DURATION seconds (600), LOAD_RATE req/s (1000; 300 for ssr),
LOAD_CONNECTIONS (100), LOAD_WARMUP seconds (10), LOAD_API_PORT (4310), LOAD_PROXY_PORT (4311; with ssr the shell
there, the remotes on the next four ports), SHELL_WORKERS (the shell's workers, default one per core).`;

/** How often the measured processes are sampled and the running figures printed. */
export const SAMPLE_MS = 10_000;

export function readSettings() {
  const mixName = process.env.LOAD_MIX ?? 'api';
  if (!['api', 'ssr'].includes(mixName)) throw new Error('LOAD_MIX is api or ssr');
  const proxyPort = positiveNumber('LOAD_PROXY_PORT', 4311);
  return {
    mixName,
    duration: positiveNumber('LOAD_DURATION', 600),
    rate: positiveNumber('LOAD_RATE', mixName === 'ssr' ? 300 : 1000),
    connections: positiveNumber('LOAD_CONNECTIONS', 100),
    warmup: positiveNumber('LOAD_WARMUP', 10),
    apiPort: positiveNumber('LOAD_API_PORT', 4310),
    proxyPort,
    /** The port of the bike candidate's deploy root, past the shell's and the four remotes'. */
    candidatePort: proxyPort + 9,
  };
}
