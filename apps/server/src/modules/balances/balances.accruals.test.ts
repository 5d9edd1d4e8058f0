import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries } from '../../db/schema/balances.table';
import { courseAuthors } from '../../db/schema/course-authors.table';
import { courses } from '../../db/schema/courses.table';
import { referrals } from '../../db/schema/referrals.table';
import { insertTestPayments, insertTestStudent } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { releaseDueAccruals } from './accrual-release.service';
import { insertEntries, type Owner, readBalance, sumEntries } from './balances.repository';
import { commissionKopecks, splitEqually } from './commission-math';
import { accrueForPayment } from './payment-accruals.service';

/** Commissions that follow the payments: accrual on confirm, release after the hold, refund reversal, debt. */
let t: TestApp;
let admin: Record<string, string>;
let curatorId = 0;
let speakerId = 0;
let courseA = 0;
let courseB = 0;
const DAY = 24 * 60 * 60 * 1000;

const kop = (text: string) => Math.round(Number(text) * 100);

async function staffIdOf(role: 'curator' | 'speaker') {
  const response = await t.app.inject({
    url: '/api/admins/my-info',
    headers: bearer(await t.loginAs(role)),
  });
  return response.json<{ id: number }>().id;
}

async function newCourse(name: string): Promise<number> {
  const [course] = await t.database.db.insert(courses).values({ name }).returning({ id: courses.id });
  await t.database.db.insert(courseAuthors).values([
    { courseId: course!.id, staffId: curatorId },
    { courseId: course!.id, staffId: speakerId },
  ]);
  return course!.id;
}

/** A buyer referred by a fresh student referrer. */
async function referredBuyer() {
  const referrer = await insertTestStudent(t.database.db, 'Пригласивший');
  const buyer = await insertTestStudent(t.database.db, 'Приглашённый');
  const [referral] = await t.database.db
    .insert(referrals)
    .values({ referrerStudentId: referrer, referredStudentId: buyer, code: `code-${buyer}` })
    .returning({ id: referrals.id });
  return { referrer, buyer, referralId: referral!.id };
}

const setStatus = (id: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/payments/${id}/status`, headers: admin, payload: { status } });
const refund = (id: number, amount: number) =>
  t.app.inject({ method: 'POST', url: `/api/payments/${id}/refunds`, headers: admin, payload: { amount } });

async function entriesOf(paymentId: number, owner: Owner, kind?: string) {
  return t.database.db
    .select()
    .from(balanceEntries)
    .where(
      and(
        eq(balanceEntries.paymentId, paymentId),
        owner.staffId !== undefined
          ? eq(balanceEntries.staffId, owner.staffId)
          : eq(balanceEntries.studentId, owner.studentId),
        kind ? eq(balanceEntries.kind, kind as 'accrual') : undefined,
      ),
    );
}
const sumKop = (rows: { amount: string }[]) => rows.reduce((sum, row) => sum + kop(row.amount), 0);

/** Running totals = the ledger's sums; available and held ≥ 0, debt ≤ 0. */
async function expectInvariants(owner: Owner) {
  const kept = await readBalance(t.database.db, owner);
  const summed = await sumEntries(t.database.db, owner);
  expect([kop(kept.available), kop(kept.held), kop(kept.debt)]).toEqual([
    kop(summed.available),
    kop(summed.held),
    kop(summed.debt),
  ]);
  expect(kop(kept.available)).toBeGreaterThanOrEqual(0);
  expect(kop(kept.held)).toBeGreaterThanOrEqual(0);
  expect(kop(kept.debt)).toBeLessThanOrEqual(0);
  return { available: kop(kept.available), held: kop(kept.held), debt: kop(kept.debt) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await t.loginAs('admin'));
  curatorId = await staffIdOf('curator');
  speakerId = await staffIdOf('speaker');
  courseA = await newCourse('Курс с особым правилом');
  courseB = await newCourse('Курс по умолчанию');
  const rules = await t.app.inject({
    method: 'PUT',
    url: '/api/commission-rules',
    headers: admin,
    payload: {
      items: [
        {
          beneficiary: 'author',
          scope: 'course',
          courseId: null,
          payment: 'first',
          percent: 40,
          holdDays: 14,
        },
        {
          beneficiary: 'author',
          scope: 'course',
          courseId: courseA,
          payment: 'first',
          percent: 50,
          holdDays: 7,
        },
        {
          beneficiary: 'author',
          scope: 'course',
          courseId: null,
          payment: 'repeat',
          percent: 30,
          holdDays: 14,
        },
        {
          beneficiary: 'referrer',
          scope: 'course',
          courseId: null,
          payment: 'first',
          percent: 10,
          holdDays: 14,
        },
        {
          beneficiary: 'referrer',
          scope: 'course',
          courseId: null,
          payment: 'repeat',
          percent: 5,
          holdDays: 14,
        },
        {
          beneficiary: 'referrer',
          scope: 'subscription',
          courseId: null,
          payment: 'first',
          percent: 10,
          holdDays: 14,
        },
      ],
    },
  });
  expect(rules.statusCode, rules.body).toBe(200);
});
afterAll(() => t.close());

describe('pure money helpers', () => {
  it('rounds a commission half up and splits to the kopeck', () => {
    expect(commissionKopecks(100001, '50.00')).toBe(50001);
    expect(commissionKopecks(100001, '10')).toBe(10000);
    expect(commissionKopecks(999999999999, '33.33')).toBe(333300000000);
    expect(splitEqually(50001, 2)).toEqual([25001, 25000]);
    expect(splitEqually(100, 3)).toEqual([34, 33, 33]);
  });
});

describe('accrual on confirm', () => {
  it('accrues the referrer and splits the authors’ share to the kopeck; the course rule beats the default', async () => {
    const { referrer, buyer, referralId } = await referredBuyer();
    const [id] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '1000.01', status: 'new', courseId: courseA, referralId },
    ]);
    const response = await setStatus(id!, 'confirmed');
    expect(response.statusCode, response.body).toBe(200);
    const [lowest, other] = [curatorId, speakerId].sort((a, b) => a - b);
    const low = await entriesOf(id!, { staffId: lowest! }, 'accrual');
    const high = await entriesOf(id!, { staffId: other! }, 'accrual');
    const ref = await entriesOf(id!, { studentId: referrer }, 'accrual');
    // 50 % (course A's own rule) of 1000.01 = 500.005 → 500.01, split 250.01 + 250.00; the referrer 10 % → 100.00.
    expect([low[0]?.amount, high[0]?.amount, ref[0]?.amount]).toEqual(['250.01', '250.00', '100.00']);
    expect(low[0]?.bucket).toBe('held');
    const paidAt = (await t.database.db.execute(
      sql`select paid_at from payments where id = ${id}`,
    )) as unknown as {
      rows: { paid_at: string | Date }[];
    };
    const paid = new Date(paidAt.rows[0]!.paid_at).getTime();
    expect(low[0]!.availableAt.getTime()).toBe(paid + 7 * DAY);
    expect(ref[0]!.availableAt.getTime()).toBe(paid + 14 * DAY);
    await expectInvariants({ studentId: referrer });
    await expectInvariants({ staffId: curatorId });

    // Idempotent: once more changes nothing.
    await t.database.db.transaction((tx) => accrueForPayment(tx, id!));
    expect(await entriesOf(id!, { staffId: lowest! }, 'accrual')).toHaveLength(1);
    expect(await entriesOf(id!, { studentId: referrer }, 'accrual')).toHaveLength(1);
  });

  it('takes the default for another course, and the repeat rule for a repeat payment', async () => {
    const buyer = await insertTestStudent(t.database.db);
    const [first, repeat] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '1000.00', status: 'new', courseId: courseB },
      { studentId: buyer, amount: '1000.00', status: 'repeat_new', product: 'course', courseId: courseB },
    ]);
    expect((await setStatus(first!, 'confirmed')).statusCode).toBe(200);
    expect((await setStatus(repeat!, 'repeat_confirmed')).statusCode).toBe(200);
    expect(sumKop(await entriesOf(first!, { staffId: curatorId }, 'accrual'))).toBe(20000);
    expect(sumKop(await entriesOf(repeat!, { staffId: curatorId }, 'accrual'))).toBe(15000);
  });

  it('gives a staff referrer who is also an author one accrual of both shares', async () => {
    const buyer = await insertTestStudent(t.database.db);
    const [referral] = await t.database.db
      .insert(referrals)
      .values({ referrerStaffId: curatorId, referredStudentId: buyer, code: 'curator-code' })
      .returning({ id: referrals.id });
    const [id] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '1000.00', status: 'new', courseId: courseB, referralId: referral!.id },
    ]);
    await setStatus(id!, 'confirmed');
    const accruals = await entriesOf(id!, { staffId: curatorId }, 'accrual');
    expect(accruals.map((entry) => entry.amount)).toEqual(['300.00']);
  });

  it('accrues nothing for a rejected payment or without a rule', async () => {
    const buyer = await insertTestStudent(t.database.db);
    const [rejected, subscription] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '500.00', status: 'new', courseId: courseB },
      { studentId: buyer, amount: '500.00', status: 'repeat_new', product: 'subscription' },
    ]);
    await setStatus(rejected!, 'rejected');
    await setStatus(subscription!, 'repeat_confirmed');
    const rows = await t.database.db
      .select()
      .from(balanceEntries)
      .where(sql`${balanceEntries.paymentId} in (${rejected}, ${subscription})`);
    expect(rows).toHaveLength(0);
  });
});

describe('hold, refunds and debt', () => {
  it('is not withdrawable before the hold ends, and is after releaseDueAccruals(future)', async () => {
    const buyer = await insertTestStudent(t.database.db);
    const [id] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '2000.00', status: 'new', courseId: courseA },
    ]);
    const before = await expectInvariants({ staffId: curatorId });
    await setStatus(id!, 'confirmed');
    await releaseDueAccruals(t.database.db, new Date());
    const held = await expectInvariants({ staffId: curatorId });
    expect(held.available).toBe(before.available);
    expect(held.held).toBe(before.held + 50000);
    await releaseDueAccruals(t.database.db, new Date(Date.now() + 8 * DAY), { staffId: curatorId });
    const released = await expectInvariants({ staffId: curatorId });
    expect(released.available).toBeGreaterThanOrEqual(before.available + 50000);
    expect(sumKop(await entriesOf(id!, { staffId: curatorId }, 'release'))).toBe(0); // a pair: −held +available
    const pair = await entriesOf(id!, { staffId: curatorId }, 'release');
    expect(pair.map((entry) => [entry.bucket, entry.amount]).sort()).toEqual([
      ['available', '500.00'],
      ['held', '-500.00'],
    ]);
  });

  it('reverses from held before the payout; partial refunds sum to exactly the accrual', async () => {
    const { referrer, buyer, referralId } = await referredBuyer();
    const [id] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '1000.01', status: 'new', courseId: courseB, referralId },
    ]);
    await setStatus(id!, 'confirmed');
    const accrued = sumKop(await entriesOf(id!, { studentId: referrer }, 'accrual'));
    expect(accrued).toBe(10000);
    for (const amount of [333.33, 333.33]) {
      expect((await refund(id!, amount)).statusCode).toBe(201);
      await expectInvariants({ studentId: referrer });
    }
    // round(10000 × 666.66 / 1000.01) = 6667
    expect(-sumKop(await entriesOf(id!, { studentId: referrer }, 'reversal'))).toBe(6667);
    expect((await refund(id!, 333.35)).statusCode).toBe(201);
    const reversals = await entriesOf(id!, { studentId: referrer }, 'reversal');
    expect(reversals.every((entry) => entry.bucket === 'held')).toBe(true);
    expect(-sumKop(reversals)).toBe(accrued);
    const authors = await entriesOf(id!, { staffId: speakerId });
    expect(sumKop(authors)).toBe(0);
    // Nothing is left to release.
    await releaseDueAccruals(t.database.db, new Date(Date.now() + 30 * DAY), { studentId: referrer });
    expect(await entriesOf(id!, { studentId: referrer }, 'release')).toHaveLength(0);
    expect(await expectInvariants({ studentId: referrer })).toEqual({ available: 0, held: 0, debt: 0 });
  });

  it('after the payout: from available, the rest as debt; the next release settles the debt', async () => {
    const { referrer, buyer, referralId } = await referredBuyer();
    const owner = { studentId: referrer };
    const [id] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '10000.00', status: 'new', courseId: courseB, referralId },
    ]);
    await setStatus(id!, 'confirmed');
    await releaseDueAccruals(t.database.db, new Date(Date.now() + 15 * DAY), owner);
    expect(await expectInvariants(owner)).toEqual({ available: 100000, held: 0, debt: 0 });
    // 600 ₽ paid out (a withdrawal), 400 ₽ left.
    await insertEntries(t.database.db, [
      { studentId: referrer, kind: 'withdrawal', bucket: 'available', amount: '-600.00' },
    ]);
    expect((await refund(id!, 10000)).statusCode).toBe(201);
    expect(await expectInvariants(owner)).toEqual({ available: 0, held: 0, debt: -60000 });
    const reversals = await entriesOf(id!, owner, 'reversal');
    expect(reversals.map((entry) => [entry.bucket, entry.amount]).sort()).toEqual([
      ['available', '-400.00'],
      ['debt', '-600.00'],
    ]);

    // The buyer pays again: 10 % of 3000 = 300 held, then released into the debt.
    const [next] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '3000.00', status: 'new', courseId: courseB, referralId },
    ]);
    await setStatus(next!, 'confirmed');
    expect(await expectInvariants(owner)).toEqual({ available: 0, held: 30000, debt: -60000 });
    await releaseDueAccruals(t.database.db, new Date(Date.now() + 15 * DAY), owner);
    expect(await expectInvariants(owner)).toEqual({ available: 0, held: 0, debt: -30000 });

    // A bigger one pays the rest of the debt and leaves money to withdraw.
    const [big] = await insertTestPayments(t.database.db, [
      { studentId: buyer, amount: '5000.00', status: 'new', courseId: courseB, referralId },
    ]);
    await setStatus(big!, 'confirmed');
    await releaseDueAccruals(t.database.db, new Date(Date.now() + 15 * DAY), owner);
    expect(await expectInvariants(owner)).toEqual({ available: 20000, held: 0, debt: 0 });
  });
});
