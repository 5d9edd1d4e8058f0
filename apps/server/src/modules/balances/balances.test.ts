import type { BalanceEntry, BalanceStatistics, Withdrawal } from '@school/contracts/balances';
import { MIN_WITHDRAWAL } from '@school/contracts/balances';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceEntries, balances } from '../../db/schema/balances.table';
import { DEMO_AVAILABLE_MAX } from '../../seed/referrals/balances.seed';
import { courseFixtures } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readBalance, sumEntries } from './balances.repository';
import { accrue, release } from './ledger.service';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let curatorId = 0;
let speakerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
  curatorId = await f.staffId('curator');
  speakerId = await f.staffId('speaker');
});
afterAll(() => t.close());

type Role = 'super-admin' | 'admin' | 'curator' | 'speaker';

const CARD = { type: 'card', cardNumber: '4111 1111 1111 1111' } as const;

const withdraw = async (payload: object, role: Role = 'curator', key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/balances-withdraws',
    headers: { ...(await f.as(role)), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

const process = async (id: number, payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'PATCH', url: `/api/balances-withdraws/${id}`, headers: await f.as(role), payload });

const get = async (url: string, role: Role = 'admin') => t.app.inject({ url, headers: await f.as(role) });

async function myStatistics(role: Role): Promise<BalanceStatistics> {
  const response = await get('/api/balances-history/statistics/my', role);
  expect(response.statusCode).toBe(200);
  return response.json<BalanceStatistics>();
}

/** The running totals equal the ledger's sums, and neither bucket is negative. */
async function expectConsistent(staffId: number) {
  const kept = await readBalance(t.database.db, { staffId });
  const summed = await sumEntries(t.database.db, { staffId });
  expect(Number(kept.available)).toBe(Number(summed.available));
  expect(Number(kept.held)).toBe(Number(summed.held));
  expect(Number(kept.available)).toBeGreaterThanOrEqual(0);
  expect(Number(kept.held)).toBeGreaterThanOrEqual(0);
  return { available: Number(kept.available), held: Number(kept.held) };
}

/** Tops the owner's available balance up by `roubles` (accrued and released at once). */
async function topUp(staffId: number, roubles: number) {
  await t.database.db.transaction(async (tx) => {
    await accrue(tx, { staffId }, roubles);
    await release(tx, { staffId }, roubles);
  });
}

describe('demo earnings', () => {
  it('gives the curator and the speaker a balance that equals the sum of their entries', async () => {
    const curator = await myStatistics('curator');
    // Their commissions come from the rules over the demo's sales (balances.seed.ts); the requests are fixed,
    // and what is over DEMO_AVAILABLE_MAX was paid out in earlier months.
    expect(curator).toMatchObject({ requested: 3000, debt: 0 });
    expect(curator.paidOut).toBeGreaterThanOrEqual(4000);
    expect(curator.available).toBeGreaterThanOrEqual(3000);
    expect(curator.available).toBeLessThanOrEqual(DEMO_AVAILABLE_MAX);
    expect(curator.days.length).toBeGreaterThan(0);
    const speaker = await myStatistics('speaker');
    expect(speaker).toMatchObject({ requested: 3500, debt: 0 });
    expect(speaker.paidOut).toBeGreaterThanOrEqual(4000);
    expect(speaker.available).toBeGreaterThanOrEqual(3000);
    expect(speaker.available).toBeLessThanOrEqual(DEMO_AVAILABLE_MAX);
    await expectConsistent(curatorId);
    await expectConsistent(speakerId);
  });

  it('shows a curator their own history only, newest first', async () => {
    const response = await get('/api/balances-history/my?take=100', 'curator');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<{ items: BalanceEntry[]; total: number }>();
    expect(items.length).toBe(Math.min(total, 100));
    expect(items.every((entry) => entry.owner.type === 'staff' && entry.owner.id === curatorId)).toBe(true);
    expect(items[0]?.owner.name).toBeTruthy();
    const times = items.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lets an admin read anyone’s history filtered by owner and kind, and the queue by status', async () => {
    const response = await get(`/api/balances-history?adminId=${speakerId}&kind=accrual`);
    const { items, total } = response.json<{ items: BalanceEntry[]; total: number }>();
    const [accruals] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(balanceEntries)
      .where(sql`${balanceEntries.staffId} = ${speakerId} and ${balanceEntries.kind} = 'accrual'`);
    expect(total).toBe(accruals?.n);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((entry) => entry.owner.id === speakerId && entry.kind === 'accrual')).toBe(true);
    const queue = await get('/api/balances-withdraws?status=requested');
    expect(queue.statusCode).toBe(200);
    const requested = queue.json<{ items: Withdrawal[] }>().items;
    expect(requested.length).toBeGreaterThanOrEqual(1);
    expect(requested.every((item) => item.status === 'requested')).toBe(true);
    const stats = await get(`/api/balances-history/statistics?adminId=${speakerId}`);
    const kept = await readBalance(t.database.db, { staffId: speakerId });
    expect(stats.json<BalanceStatistics>()).toMatchObject({
      available: Number(kept.available),
      held: Number(kept.held),
    });
  });
});

describe('roles', () => {
  it.each(['curator', 'speaker'] as const)(
    'answers 403 to a %s on everyone’s money and the queue',
    async (role) => {
      const other = role === 'curator' ? speakerId : curatorId;
      for (const url of [
        '/api/balances-history',
        `/api/balances-history?adminId=${other}`,
        '/api/balances-history/statistics',
        `/api/balances-history/statistics?adminId=${other}`,
        '/api/balances-withdraws',
      ]) {
        expect((await get(url, role)).statusCode, url).toBe(403);
      }
      expect((await process(1, { status: 'paid' }, role)).statusCode).toBe(403);
    },
  );
});

describe('POST /api/balances-withdraws', () => {
  it('debits the available balance at request time and writes a withdrawal entry', async () => {
    const before = await expectConsistent(curatorId);
    const response = await withdraw({ amount: 3000.5, requisites: CARD });
    expect(response.statusCode).toBe(201);
    const created = response.json<Withdrawal>();
    expect(created).toMatchObject({
      amount: 3000.5,
      status: 'requested',
      owner: { type: 'staff', id: curatorId },
      requisites: { type: 'card', cardNumber: '4111111111111111' },
    });
    const after = await expectConsistent(curatorId);
    expect(Math.round((before.available - after.available) * 100)).toBe(300050);
    const [entry] = await t.database.db
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.withdrawalId, created.id));
    expect(entry).toMatchObject({ kind: 'withdrawal', bucket: 'available', amount: '-3000.50' });
  });

  it.each([
    [{ amount: 0 }, 'amount', 'Сумма должна быть больше нуля'],
    [{ amount: -5000 }, 'amount', 'Сумма должна быть больше нуля'],
    [{ amount: 3000.555 }, 'amount', 'Не больше двух знаков после запятой'],
    [{ amount: 2999.99 }, 'amount', 'Минимальная сумма вывода'],
    [{ amount: '3000' }, 'amount', 'Сумма должна быть больше нуля'],
    [{ requisites: { type: 'card', cardNumber: '4111111111111112' } }, 'requisites.cardNumber', 'ошибкой'],
    [{ requisites: { type: 'card', cardNumber: '4111 1111' } }, 'requisites.cardNumber', 'от 16 до 19 цифр'],
    [
      { requisites: { type: 'account', account: '4081781009991000431', bik: '044525225', recipient: 'А' } },
      'requisites.account',
      '20 цифр',
    ],
    [
      { requisites: { type: 'account', account: '40817810099910004312', bik: '04452', recipient: 'А' } },
      'requisites.bik',
      'БИК',
    ],
    [
      { requisites: { type: 'account', account: '40817810099910004312', bik: '044525225', recipient: ' ' } },
      'requisites.recipient',
      'получателя',
    ],
    [{ requisites: { type: 'cash' } }, 'requisites.type', 'карта или счёт'],
  ])('answers 400 to %j naming %s in Russian', async (change, path, message) => {
    const before = await expectConsistent(curatorId);
    const response = await withdraw({ amount: MIN_WITHDRAWAL, requisites: CARD, ...change });
    expect(response.statusCode).toBe(400);
    const error = response
      .json<{ errors: { path: string; message: string }[] }>()
      .errors.find((item) => item.path === path);
    expect(error?.message).toContain(message);
    expect(await expectConsistent(curatorId)).toEqual(before);
  });

  it('answers 400 on amount when the request is over the available balance, and moves nothing', async () => {
    const before = await expectConsistent(curatorId);
    const response = await withdraw({ amount: before.available + 0.01, requisites: CARD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ path: 'amount', message: 'Сумма больше доступного баланса' }],
    });
    expect(await expectConsistent(curatorId)).toEqual(before);
  });

  it('answers a retry with the same Idempotency-Key with the first request, moving the money once', async () => {
    await topUp(speakerId, 5000);
    const before = await expectConsistent(speakerId);
    const first = await withdraw({ amount: 3500, requisites: CARD }, 'speaker', 'payout-1');
    const again = await withdraw({ amount: 3500, requisites: CARD }, 'speaker', 'payout-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<Withdrawal>().id).toBe(first.json<Withdrawal>().id);
    expect((await expectConsistent(speakerId)).available).toBe(before.available - 3500);
    const changed = await withdraw({ amount: 4000, requisites: CARD }, 'speaker', 'payout-1');
    expect(changed.statusCode).toBe(409);
    // The key is the owner's: another owner's same key is a request of its own.
    await topUp(curatorId, 3500);
    const curators = await withdraw({ amount: 3500, requisites: CARD }, 'curator', 'payout-1');
    expect(curators.statusCode).toBe(201);
    expect(curators.json<Withdrawal>().id).not.toBe(first.json<Withdrawal>().id);
  });

  it.each([
    ['a card', CARD],
    ['a card with a recipient', { ...CARD, recipient: 'Иван Петров' }],
    [
      'a bank account',
      { type: 'account', account: '40817810099910004312', bik: '044525225', recipient: 'Иван' },
    ],
  ])(
    'replays a retry of a payout to %s (the stored requisites compared by value)',
    async (_shape, requisites) => {
      await topUp(speakerId, 3000);
      const before = await expectConsistent(speakerId);
      const key = `retry-${requisites.type}-${'recipient' in requisites}`;
      const first = await withdraw({ amount: 3000, requisites }, 'speaker', key);
      const again = await withdraw({ amount: 3000, requisites }, 'speaker', key);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json<Withdrawal>().id).toBe(first.json<Withdrawal>().id);
      expect((await expectConsistent(speakerId)).available).toBe(before.available - 3000);
      const otherRecipient = await withdraw(
        { amount: 3000, requisites: { ...requisites, recipient: 'Пётр' } },
        'speaker',
        key,
      );
      expect(otherRecipient.statusCode).toBe(409);
    },
  );
});

describe('PATCH /api/balances-withdraws/{id}', () => {
  async function requested(role: 'curator' | 'speaker' = 'speaker', amount = 3000): Promise<Withdrawal> {
    await topUp(role === 'curator' ? curatorId : speakerId, amount);
    const response = await withdraw({ amount, requisites: CARD }, role);
    expect(response.statusCode).toBe(201);
    return response.json<Withdrawal>();
  }

  it('marks a request paid once; paying twice or rejecting a paid one is 409', async () => {
    const request = await requested();
    const before = await expectConsistent(speakerId);
    const paid = await process(request.id, { status: 'paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json<Withdrawal>()).toMatchObject({ status: 'paid', reason: null });
    expect(paid.json<Withdrawal>().processedAt).not.toBeNull();
    expect((await process(request.id, { status: 'paid' })).statusCode).toBe(409);
    expect((await process(request.id, { status: 'rejected', reason: 'Поздно' })).statusCode).toBe(409);
    expect(await expectConsistent(speakerId)).toEqual(before);
    const stats = await myStatistics('speaker');
    expect(stats.paidOut).toBeGreaterThanOrEqual(4000 + 3000);
  });

  it('rejects with a reason and returns the money through a reversal entry; twice is 409', async () => {
    const before = await expectConsistent(speakerId);
    const request = await requested('speaker', 3200);
    expect((await expectConsistent(speakerId)).available).toBe(before.available);
    const noReason = await process(request.id, { status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      errors: [{ path: 'reason', message: 'Укажите причину отказа' }],
    });
    const rejected = await process(request.id, { status: 'rejected', reason: 'Неверные реквизиты' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<Withdrawal>()).toMatchObject({ status: 'rejected', reason: 'Неверные реквизиты' });
    expect((await expectConsistent(speakerId)).available).toBe(before.available + 3200);
    const entries = await t.database.db
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.withdrawalId, request.id));
    expect(entries.map((entry) => [entry.kind, entry.amount]).sort()).toEqual([
      ['reversal', '3200.00'],
      ['withdrawal', '-3200.00'],
    ]);
    expect((await process(request.id, { status: 'rejected', reason: 'Ещё раз' })).statusCode).toBe(409);
    expect((await process(request.id, { status: 'paid' })).statusCode).toBe(409);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await process(999_999, { status: 'paid' })).statusCode).toBe(404);
  });
});

describe('the database keeps the ledger', () => {
  const refused = async (statement: ReturnType<typeof sql>) => {
    await expect(t.database.db.execute(statement)).rejects.toThrow();
  };

  it('refuses UPDATE and DELETE of an entry, whoever asks', async () => {
    const before = await t.database.db.select().from(balanceEntries).orderBy(balanceEntries.id).limit(1);
    const id = before[0]?.id ?? 0;
    await refused(sql`update balance_entries set amount = amount + 1 where id = ${id}`);
    await refused(sql`update balance_entries set kind = 'accrual'`);
    await refused(sql`delete from balance_entries where id = ${id}`);
    await refused(sql`delete from balance_entries`);
    const after = await t.database.db.select().from(balanceEntries).where(eq(balanceEntries.id, id));
    expect(after).toEqual(before);
  });

  it('refuses a direct change of the running totals, and an entry that takes a bucket below zero', async () => {
    await refused(sql`update balances set available = available + 1000000`);
    await refused(sql`delete from balances`);
    await refused(sql`insert into balances (staff_id, available) values (987654, 100)`);
    const { available } = await expectConsistent(curatorId);
    await expect(
      t.database.db.insert(balanceEntries).values({
        staffId: curatorId,
        kind: 'withdrawal',
        bucket: 'available',
        amount: (-(available + 0.01)).toFixed(2),
      }),
    ).rejects.toThrow();
    const [row] = await t.database.db.select().from(balances).where(eq(balances.staffId, curatorId));
    expect(Number(row?.available)).toBe(available);
  });

  it('refuses an entry with both owners or none', async () => {
    await refused(
      sql`insert into balance_entries (staff_id, student_id, kind, bucket, amount) values (1, 1, 'accrual', 'held', 10)`,
    );
    await refused(sql`insert into balance_entries (kind, bucket, amount) values ('accrual', 'held', 10)`);
  });
});
