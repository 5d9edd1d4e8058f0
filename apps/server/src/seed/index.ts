import type { Db } from '../db/types';
import { applicationsSeed } from './applications/applications.seed';
import { applicationsBulkSeed } from './applications/applications-bulk-seed';
import { auditEventsBulkSeed } from './audit/audit-events-bulk-seed';
import type { BulkSeed } from './bulk-seed';
import { broadcastsSeed } from './content/broadcasts.seed';
import { newsSeed } from './content/news.seed';
import { questionsSeed } from './content/questions.seed';
import { reviewsSeed } from './content/reviews.seed';
import { siteContentSeed } from './content/site-content.seed';
import { tagsFaqSeed } from './content/tags-faq.seed';
import { trashSeed } from './content/trash.seed';
import { coursesSeed } from './courses/courses.seed';
import { directionsSeed } from './courses/directions.seed';
import type { DomainSeed, SeedContext } from './domain-seed';
import { staffSeed } from './people/staff.seed';
import { studentsSeed } from './people/students.seed';
import { studentsBulkSeed } from './people/students-bulk-seed';
import { balancesSeed } from './referrals/balances.seed';
import { referralsSeed } from './referrals/referrals.seed';
import { referralsBulkSeed } from './referrals/referrals-bulk-seed';
import { paymentsBulkSeed } from './sales/payments-bulk-seed';
import { salesSeed } from './sales/sales.seed';

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
  // Last: it deletes through the services what it wrote through them.
  trashSeed,
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

/**
 * `npm run seed -- --<flag> N`, run in this order after the demo data. A section with load data adds its
 * BulkSeed here (one line); the command reads its flags from this list.
 */
export const bulkSeeds: readonly BulkSeed[] = [
  studentsBulkSeed,
  paymentsBulkSeed,
  applicationsBulkSeed,
  referralsBulkSeed,
  auditEventsBulkSeed,
];

export type { BulkSeed, BulkSeedContext } from './bulk-seed';
export type { DomainSeed, SeedContext } from './domain-seed';
