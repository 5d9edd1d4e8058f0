import type { Db } from '../db/types';
import { coursesSeed } from '../modules/courses/courses.seed';
import { directionsSeed } from '../modules/directions/directions.seed';
import { staffSeed } from '../modules/staff/staff.seed';
import { studentsSeed } from '../modules/students/students.seed';
import { applicationsSeed } from './applications/applications.seed';
import { broadcastsSeed } from './content/broadcasts.seed';
import { newsSeed } from './content/news.seed';
import { questionsSeed } from './content/questions.seed';
import { reviewsSeed } from './content/reviews.seed';
import { siteContentSeed } from './content/site-content.seed';
import { tagsFaqSeed } from './content/tags-faq.seed';
import type { DomainSeed, SeedContext } from './domain-seed';
import { balancesSeed } from './referrals/balances.seed';
import { referralsSeed } from './referrals/referrals.seed';
import { salesSeed } from './sales/sales.seed';

/** `npm run seed -- --students N`: generated students on top of the demo data. */
export { seedManyStudents } from '../modules/students/students-bulk-seed';

/** Demo data of every section, in dependency order. Later sections append their seed module here. */
export const seedModules: readonly DomainSeed[] = [
  staffSeed,
  directionsSeed,
  coursesSeed,
  studentsSeed,
  salesSeed,
  applicationsSeed,
  reviewsSeed,
  tagsFaqSeed,
  broadcastsSeed,
  newsSeed,
  siteContentSeed,
  questionsSeed,
  // After the sales (it refers their buyers) and before the ledger (accruals follow payments' referrals).
  referralsSeed,
  balancesSeed,
];

/** Runs every section's seed, saying which one it is at (a first start spends most of its time here). */
export async function seedDemoData(db: Db, context: SeedContext): Promise<void> {
  const started = Date.now();
  for (const [index, module] of seedModules.entries()) {
    context.info(`Демо-данные / demo data ${index + 1}/${seedModules.length}: ${module.name}…`);
    await module.run(db, context);
  }
  context.info(`Демо-данные готовы / demo data ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** `npm run seed -- --applications N`: generated applications over three years, with their history. */
export { APPLICATIONS_PER_CHUNK, seedManyApplications } from './applications/applications-bulk-seed';
/** `npm run seed -- --payments N`: generated payments over three years, with their students and subscriptions. */
export { PAYMENTS_PER_CHUNK, seedManyPayments } from './sales/payments-bulk-seed';
