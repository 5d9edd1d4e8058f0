import { parseArgs } from 'node:util';
import { AppError } from '../http-errors';
import { formatOutbox, latestMails } from '../modules/mail';
import { runCli } from './cli-runner';

// `npm run outbox -- [--last N] [--to E]`: the newest mails of the configured database, newest first.
const { values } = parseArgs({
  options: { last: { type: 'string', default: '5' }, to: { type: 'string' } },
  strict: false,
});
const last = Number(values.last);

await runCli(
  async (database, config) => {
    if (!Number.isInteger(last) || last < 1) {
      throw new AppError(400, `--last must be a positive whole number (got "${String(values.last)}")`);
    }
    const to = typeof values.to === 'string' ? values.to : undefined;
    const source = config.databaseUrl ? 'DATABASE_URL' : `the embedded database in ${config.dataDir}`;
    console.log(`Outbox of ${source}, newest first:\n`);
    console.log(formatOutbox(await latestMails(database.db, last, to)));
  },
  {
    // npm runs workspace scripts inside apps/server; INIT_CWD is where `npm run outbox` was typed,
    // which is where `npm start` keeps ./data.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    existingDatabaseOnly: true,
    whenDataDirLocked:
      'The embedded database opens in one process only, so `npm run outbox` cannot read it while the server ' +
      'runs. Without SMTP_URL the server writes every mail, password included, to its log ' +
      '("SMTP_URL not set: mail #N kept in the outbox"); or stop the server and run `npm run outbox` again.',
  },
);
