import { parseArgs } from 'node:util';
import { AppError } from '../http-errors';
import { createLocalFileStore } from '../modules/files';
import { seedDemoData, seedManyStudents } from '../seed';
import { runCli } from './cli-runner';

// `--students N` adds N generated students (with accesses and subscriptions) for load tests.
const { values } = parseArgs({ options: { students: { type: 'string' } }, strict: false });
const students = values.students === undefined ? 0 : Number(values.students);

await runCli(async (database, config) => {
  if (!Number.isInteger(students) || students < 0) {
    throw new AppError(400, `--students must be a whole number (got "${String(values.students)}")`);
  }
  await seedDemoData(database.db, {
    info: (message) => console.log(message),
    fileStore: createLocalFileStore(config.uploadsDir),
  });
  if (students > 0) await seedManyStudents(database.db, students, (message) => console.log(message));
  console.log('Demo data is in place.');
});
