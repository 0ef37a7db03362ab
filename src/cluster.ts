import os from 'node:os';
import { parseArgs } from 'node:util';
import { runClusterPrimary } from './app/cluster/cluster-primary';
import { ConfigError, loadConfig } from './app/config';
import { reportStartFailure } from './app/stop-on-signals';

/**
 * Entry point of `npm run start:cluster -- --workers N` (default: one worker
 * per core): the app in N processes on one port and one PostgreSQL
 * (src/app/cluster/cluster-primary.ts, docs/adr/0050).
 */
function workerCount(args: string[]): number {
  let values: { workers?: string | undefined };
  try {
    ({ values } = parseArgs({ args, options: { workers: { type: 'string', short: 'w' } } }));
  } catch (error) {
    throw new ConfigError(`${(error as Error).message} (usage: npm run start:cluster -- --workers N)`);
  }
  if (values.workers === undefined) return os.availableParallelism();
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new ConfigError(`--workers: must be a whole number from 1 to 64, not "${values.workers}"`);
  }
  return workers;
}

try {
  await runClusterPrimary(loadConfig(process.env), workerCount(process.argv.slice(2)));
} catch (err) {
  reportStartFailure(err);
  process.exit(1);
}
