import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { AppError } from '../http-errors';
import { createFileStore } from '../modules/files';
import {
  APPLICATIONS_PER_CHUNK,
  PAYMENTS_PER_CHUNK,
  seedDemoData,
  seedManyApplications,
  seedManyPayments,
  seedManyStudents,
} from '../seed';
import {
  balanceMismatches,
  REFERRAL_ENTRIES_PER_CHUNK,
  seedManyReferrals,
} from '../seed/referrals/referrals-bulk-seed';
import { DEFER_INDEXES_FROM_PAYMENTS } from '../seed/sales/payments-bulk-seed';
import { runCli } from './cli-runner';

// `--students N` adds N generated students (with accesses and subscriptions) for load tests;
// `--payments N` adds N payments over three years (with the students who made them and their subscriptions);
// `--applications N` adds N applications over three years (for the services and courses there, with history).
// `--referrals N` adds N ledger entries of new student referrers (with their referrals and payments).
const { values } = parseArgs({
  options: {
    students: { type: 'string' },
    payments: { type: 'string' },
    applications: { type: 'string' },
    referrals: { type: 'string' },
  },
  strict: false,
});
const wholeNumber = (flag: 'students' | 'payments' | 'applications' | 'referrals') => {
  const value = values[flag] === undefined ? 0 : Number(values[flag]);
  if (!Number.isInteger(value) || value < 0) {
    throw new AppError(400, `--${flag} must be a whole number (got "${String(values[flag])}")`);
  }
  return value;
};

await runCli(async (database, config) => {
  const students = wholeNumber('students');
  const payments = wholeNumber('payments');
  const applications = wholeNumber('applications');
  const referrals = wholeNumber('referrals');
  await seedDemoData(database.db, {
    info: (message) => console.log(message),
    fileStore: createFileStore(config),
  });
  if (students > 0) await seedManyStudents(database.db, students, (message) => console.log(message));
  if (payments > 0) {
    const postgres = database.kind === 'postgres';
    await seedManyPayments(database.db, payments, (message) => console.log(message), {
      paymentsPerChunk: PAYMENTS_PER_CHUNK[postgres ? 'postgres' : 'embedded'],
      // PGlite is one connection; a PostgreSQL pool writes one part per core.
      parallel: postgres ? availableParallelism() : 1,
      deferIndexes: postgres && payments >= DEFER_INDEXES_FROM_PAYMENTS,
    });
  }
  if (applications > 0) {
    await seedManyApplications(database.db, applications, (message) => console.log(message), {
      perChunk: APPLICATIONS_PER_CHUNK[database.kind === 'postgres' ? 'postgres' : 'embedded'],
    });
  }
  if (referrals > 0) {
    await seedManyReferrals(database.db, referrals, (message) => console.log(message), {
      entriesPerChunk: REFERRAL_ENTRIES_PER_CHUNK[database.kind === 'postgres' ? 'postgres' : 'embedded'],
    });
    const mismatches = await balanceMismatches(database.db);
    if (mismatches > 0) throw new Error(`seed: ${mismatches} balances differ from their entries' sums`);
    console.log('seed: every balance equals the sum of its entries');
  }
  console.log('Demo data is in place.');
});
