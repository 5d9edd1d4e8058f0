import { BALANCES_MESSAGES, type Withdrawal } from '@school/contracts/balances';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries } from '../../db/schema/balances.table';
import { AppError } from '../../http-errors';
import { courseFixtures } from '../../test/course-fixtures';
import { seededRandom } from '../../test/seeded-random';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Owner, readBalance, sumEntries } from './balances.repository';
import { accrue, clawBack, release } from './ledger.service';
import { processWithdrawal, requestWithdrawal } from './withdrawals.service';

/**
 * The ledger's invariants under load (issue 13): on PGlite by default, and on the real PostgreSQL when
 * TEST_DATABASE_URL is set (`.ci/run` runs every server test once more there), where the 50 requests really
 * run in parallel transactions.
 */
let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let speakerId = 0;
let adminId = 0;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
  speakerId = await f.staffId('speaker');
  adminId = await f.staffId('admin');
});
afterAll(() => t.close());

const CARD = { type: 'card', cardNumber: '4111111111111111' } as const;
const kopecks = (text: string | number) => Math.round(Number(text) * 100);

async function totals(owner: Owner) {
  const kept = await readBalance(t.database.db, owner);
  const summed = await sumEntries(t.database.db, owner);
  expect(kopecks(kept.available)).toBe(kopecks(summed.available));
  expect(kopecks(kept.held)).toBe(kopecks(summed.held));
  return { available: kopecks(kept.available), held: kopecks(kept.held) };
}

async function setAvailable(owner: Owner & { staffId: number }, roubles: number) {
  const { available } = await totals(owner);
  const gap = roubles * 100 - available;
  if (gap > 0) {
    await t.database.db.transaction(async (tx) => {
      await accrue(tx, owner, gap / 100);
      await release(tx, owner, gap / 100);
    });
  } else if (gap < 0) {
    await clawBack(t.database.db, owner, -gap / 100, 'available');
  }
  expect((await totals(owner)).available).toBe(roubles * 100);
}

describe('50 withdrawal requests at once from one account', () => {
  it('never take more than the available balance', async () => {
    const owner = { staffId: speakerId };
    await setAvailable(owner, 22_500);
    const headers = await f.as('speaker');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/balances-withdraws',
          headers: { ...headers, 'idempotency-key': `parallel-${i}` },
          payload: { amount: 3000, requisites: CARD },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(43);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errors: [{ path: 'amount', message: BALANCES_MESSAGES.amountOverAvailable }],
      });
    }
    expect((await totals(owner)).available).toBe(1_500 * 100);
  });

  it('with one Idempotency-Key make one withdrawal, and all get its answer', async () => {
    const owner = { staffId: speakerId };
    await setAvailable(owner, 10_000);
    const headers = { ...(await f.as('speaker')), 'idempotency-key': 'double-click' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/balances-withdraws',
          headers,
          payload: { amount: 4000, requisites: CARD },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const ids = new Set(responses.map((response) => response.json<Withdrawal>().id));
    expect(ids.size).toBe(1);
    expect((await totals(owner)).available).toBe(6_000 * 100);
  });
});

describe('a randomised run of accruals, releases, withdrawals, payouts, rejections and claw-backs', () => {
  it.each([13_001, 13_002, 13_003])('keeps every invariant at every step (seed %i)', async (seed) => {
    const random = seededRandom(seed);
    // A synthetic owner of its own (owners carry no foreign key), so nothing else moves its money.
    const owner: Owner = { staffId: 800_000 + seed };
    const model = { available: 0, held: 0 };
    const tally = { accruals: 0, clawbacks: 0, withdrawals: 0, rejections: 0 };
    const held: number[] = [];
    const released: number[] = [];
    const pending: { id: number; amount: number }[] = [];
    const amount = (min: number, max: number) => random.int(min * 100, max * 100);

    for (let step = 0; step < 120; step++) {
      const action = random.pick([
        'accrue',
        'accrue',
        'release',
        'claw',
        'withdraw',
        'withdraw',
        'process',
      ] as const);
      if (action === 'accrue') {
        const value = amount(100, 6000);
        await accrue(t.database.db, owner, value / 100, {
          availableAt: new Date(Date.now() + 14 * 86_400_000),
        });
        model.held += value;
        tally.accruals += value;
        held.push(value);
      } else if (action === 'release' && held.length > 0) {
        const value = held.splice(random.int(0, held.length - 1), 1)[0] ?? 0;
        await release(t.database.db, owner, value / 100);
        model.held -= value;
        model.available += value;
        released.push(value);
      } else if (action === 'claw' && (held.length > 0 || released.length > 0)) {
        const fromHeld = held.length > 0 && (released.length === 0 || random.chance(0.5));
        const list = fromHeld ? held : released;
        const index = random.int(0, list.length - 1);
        const value = list[index] ?? 0;
        const bucket = fromHeld ? 'held' : 'available';
        if (!fromHeld && value > model.available) {
          // Already paid out: the database refuses to take the balance below zero.
          await expect(clawBack(t.database.db, owner, value / 100, bucket)).rejects.toThrow();
        } else {
          await clawBack(t.database.db, owner, value / 100, bucket);
          list.splice(index, 1);
          model[bucket] -= value;
          tally.clawbacks += value;
        }
      } else if (action === 'withdraw') {
        const value = amount(3000, Math.max(3000, model.available / 100 + 2000));
        const request = requestWithdrawal(
          t.database.db,
          adminId,
          owner,
          { amount: value / 100, requisites: CARD },
          `step-${step}`,
        );
        if (value <= model.available) {
          const { withdrawal } = await request;
          pending.push({ id: withdrawal.id, amount: value });
          model.available -= value;
          tally.withdrawals += value;
        } else {
          await expect(request).rejects.toBeInstanceOf(AppError);
        }
      } else if (action === 'process' && pending.length > 0) {
        const { id, amount: value } = pending.splice(random.int(0, pending.length - 1), 1)[0] ?? {
          id: 0,
          amount: 0,
        };
        if (random.chance(0.6)) {
          await processWithdrawal(t.database.db, adminId, id, { status: 'paid' });
        } else {
          await processWithdrawal(t.database.db, adminId, id, { status: 'rejected', reason: 'Проверка' });
          model.available += value;
          tally.rejections += value;
        }
      }

      const now = await totals(owner);
      expect(now, `step ${step} ${action}`).toEqual(model);
      expect(now.available).toBeGreaterThanOrEqual(0);
      expect(now.held).toBeGreaterThanOrEqual(0);
      const [sum] = await t.database.db
        .select({ total: sql<string>`coalesce(sum(${balanceEntries.amount}), 0)::text` })
        .from(balanceEntries)
        .where(eq(balanceEntries.staffId, owner.staffId ?? 0));
      expect(kopecks(sum?.total ?? '0'), `step ${step}`).toBe(
        tally.accruals - tally.clawbacks - tally.withdrawals + tally.rejections,
      );
    }
    expect(tally.withdrawals).toBeGreaterThan(0);
  });
});
