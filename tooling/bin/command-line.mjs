// What the tooling's commands (gadgets-serve, gadgets-deploy) do with a command line they cannot read.
import { parseArgs } from 'node:util';

/**
 * The command line as `parseArgs(config)` reads it; on an unknown option or a missing value, the reason and `usage`
 * on standard error and exit code 2 (a usage error, as shells expect).
 * @template {import('node:util').ParseArgsConfig} Config
 * @param {Config} config
 * @param {string} usage
 */
export function parseCommandLine(config, usage) {
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(2);
  }
}
