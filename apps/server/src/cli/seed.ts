import { parseArgs } from 'node:util';
import { seedDemoData } from '../db/seed';
import { createLocalFileStore } from '../modules/storage/file-store';
import { runCli } from './cli-runner';

// Sections that add generated data (e.g. `--students N` from the people section) read their flags here.
const { values } = parseArgs({ options: { students: { type: 'string' } }, strict: false });
for (const flag of Object.keys(values)) {
  console.log(`Note: --${flag} is not used yet (its section has not added its seed); ignored.`);
}

await runCli(async (database, config) => {
  await seedDemoData(database.db, {
    info: (message) => console.log(message),
    fileStore: createLocalFileStore(config.uploadsDir),
  });
  console.log('Demo data is in place.');
});
