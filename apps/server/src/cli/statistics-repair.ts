import { parseArgs } from 'node:util';
import { AppError } from '../http-errors';
import { repairStatistics } from '../modules/sales-statistics';
import { runCli } from './cli-runner';

// `npm run statistics:repair -- [--all | --days N]`: the statistics.repair job run now, in this process, over
// all time (--all) or the last N school days (default: the nightly window). Safe while the servers run.
const { values } = parseArgs({
  options: { all: { type: 'boolean', default: false }, days: { type: 'string' } },
  strict: false,
});

await runCli(
  async (database) => {
    const days = values.days === undefined ? undefined : Number(values.days);
    if (days !== undefined && (!Number.isInteger(days) || days < 1)) {
      throw new AppError(400, `--days must be a positive whole number (got "${String(values.days)}")`);
    }
    const result = await repairStatistics(database.db, { allTime: values.all === true, days });
    console.log(
      `Statistics pre-aggregates of ${result.from} … ${result.to} (exclusive), ${result.batches} batches: ` +
        `${result.total} rows corrected ${JSON.stringify(result.corrections)}`,
    );
  },
  {
    cwd: process.env.INIT_CWD ?? process.cwd(),
    existingDatabaseOnly: true,
    whenDataDirLocked:
      'The embedded database opens in one process only: stop the server and run `npm run statistics:repair` ' +
      'again (the server also runs the repair every night at 03:30 UTC).',
  },
);
