import { parseArgs } from 'node:util';
import { AppError } from '../http-errors';
import { createFileStore } from '../modules/files';
import { bulkSeeds, seedDemoData } from '../seed';
import { runCli } from './cli-runner';

// `npm run seed`: the demo data (idempotent), then `--<flag> N` generated rows of each bulk seed named
// (src/seed/index.ts lists them: students, payments, applications, referrals), for load tests.
const { values } = parseArgs({
  options: {
    help: { type: 'boolean' },
    ...Object.fromEntries(bulkSeeds.map(({ flag }) => [flag, { type: 'string' as const }])),
  },
  strict: false,
});

if (values.help) {
  console.log('npm run seed [-- --<flag> N …]: the demo data, then N generated rows for each flag given:');
  for (const { flag, counts } of bulkSeeds) console.log(`  --${flag} N`.padEnd(20) + counts);
} else {
  await runCli(async (database, config) => {
    const counts = bulkSeeds.map((bulk) => {
      const given = values[bulk.flag];
      const count = given === undefined ? 0 : Number(given);
      if (!Number.isInteger(count) || count < 0) {
        throw new AppError(400, `--${bulk.flag} must be a whole number (got "${String(given)}")`);
      }
      return { bulk, count };
    });
    const info = (message: string) => console.log(message);
    await seedDemoData(database.db, { info, fileStore: createFileStore(config) });
    for (const { bulk, count } of counts) {
      if (count > 0) await bulk.run(database.db, count, { info, kind: database.kind });
    }
    console.log('Demo data is in place.');
  });
}
