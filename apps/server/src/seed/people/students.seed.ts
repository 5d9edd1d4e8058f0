import { audit } from '../../modules/audit';
import { hashPassword } from '../../password';
import type { DomainSeed } from '../domain-seed';
import { DEMO_PASSWORD } from './staff.seed';
import { findSeedGrantor } from './students-bulk-seed';
import { generateStudents } from './students-generator';

export const DEMO_STUDENT_COUNT = 300;

/**
 * ~300 demo students from the same generator as the load seed (numbers 1…300, so always the same people):
 * registrations over the last 12 months, about 4 % blocked, most with demo courses, a fifth with a
 * subscription (a quarter of those custom). Existing e-mails are skipped.
 */
export const studentsSeed: DomainSeed = {
  name: 'students',
  async run(db, context) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const grantedBy = await findSeedGrantor(db);
    const counts = await generateStudents(db, {
      from: 1,
      count: DEMO_STUDENT_COUNT,
      passwordHash,
      grantedBy,
    });
    if (counts.students === 0) return;
    await db.transaction((tx) =>
      audit.record(tx, {
        actorId: null,
        action: 'student.seed',
        entity: 'student',
        entityId: null,
        changes: { ...counts, source: 'seed' },
      }),
    );
    context.info(`seed: ${counts.students} students, ${counts.accesses} course accesses`);
  },
};
