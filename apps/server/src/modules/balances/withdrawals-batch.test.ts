import type { Withdrawal } from '@school/contracts/balances';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseFixtures } from '../../test/course-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { readBalance } from './balances.repository';
import { accrue, release } from './ledger.service';

let t: TestApp;
let f: ReturnType<typeof courseFixtures>;
let curatorId = 0;
beforeAll(async () => {
  t = await createTestApp();
  f = courseFixtures(t);
  curatorId = await f.staffId('curator');
});
afterAll(() => t.close());

type Role = 'super-admin' | 'admin' | 'curator' | 'speaker';
const CARD = { type: 'card', cardNumber: '4111 1111 1111 1111' } as const;

async function topUp(staffId: number, roubles: number) {
  await t.database.db.transaction(async (tx) => {
    await accrue(tx, { staffId }, roubles);
    await release(tx, { staffId }, roubles);
  });
}

async function request(amount: number, role: Role = 'curator'): Promise<Withdrawal> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/balances-withdraws',
    headers: await f.as(role),
    payload: { amount, requisites: CARD },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Withdrawal>();
}

const batch = async (payload: object, role: Role = 'admin') =>
  t.app.inject({
    method: 'POST',
    url: '/api/balances-withdraws/batch',
    headers: await f.as(role),
    payload,
  });

const statusOf = async (id: number) => {
  const response = await t.app.inject({
    url: '/api/balances-withdraws?status=all&take=100',
    headers: await f.as('admin'),
  });
  return response.json<{ items: Withdrawal[] }>().items.find((item) => item.id === id)?.status;
};

describe('POST /api/balances-withdraws/batch', () => {
  it('marks every chosen request paid in one go and moves no money', async () => {
    await topUp(curatorId, 10_000);
    const first = await request(3000);
    const second = await request(3500);
    const before = await readBalance(t.database.db, { staffId: curatorId });
    const response = await batch({ ids: [second.id, first.id], status: 'paid' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: Withdrawal[] }>();
    expect(items.map((item) => [item.id, item.status])).toEqual([
      [first.id, 'paid'],
      [second.id, 'paid'],
    ]);
    expect(items.every((item) => item.processedBy !== null && item.processedAt !== null)).toBe(true);
    const after = await readBalance(t.database.db, { staffId: curatorId });
    expect(after).toEqual(before);
  });

  it('changes nothing when one of them is not requested any more, and names it in the 409', async () => {
    await topUp(curatorId, 7000);
    const open = await request(3000);
    const rejected = await request(3000);
    const reject = await t.app.inject({
      method: 'PATCH',
      url: `/api/balances-withdraws/${rejected.id}`,
      headers: await f.as('admin'),
      payload: { status: 'rejected', reason: 'Неверные реквизиты' },
    });
    expect(reject.statusCode).toBe(200);
    const response = await batch({ ids: [open.id, rejected.id], status: 'paid' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain(`№${rejected.id}`);
    expect(await statusOf(open.id)).toBe('requested');
  });

  it('answers 404 naming an id that does not exist, and 400 for an empty, oversized or non-paid batch', async () => {
    expect((await batch({ ids: [999_999], status: 'paid' })).statusCode).toBe(404);
    const empty = await batch({ ids: [], status: 'paid' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('ids');
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await batch({ ids: many, status: 'paid' })).statusCode).toBe(400);
    expect((await batch({ ids: [1], status: 'rejected' })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await batch({ ids: [1], status: 'paid' }, 'curator')).statusCode).toBe(403);
    expect((await batch({ ids: [1], status: 'paid' }, 'speaker')).statusCode).toBe(403);
  });
});

describe('GET /api/balances-withdraws/my', () => {
  it('lists the caller’s own requests only, newest first, filtered by status', async () => {
    const response = await t.app.inject({
      url: '/api/balances-withdraws/my?take=100',
      headers: await f.as('curator'),
    });
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<{ items: Withdrawal[]; total: number }>();
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.owner.type === 'staff' && item.owner.id === curatorId)).toBe(true);
    const created = items.map((item) => item.createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const paid = await t.app.inject({
      url: '/api/balances-withdraws/my?status=paid&take=100',
      headers: await f.as('curator'),
    });
    expect(paid.json<{ items: Withdrawal[] }>().items.every((item) => item.status === 'paid')).toBe(true);

    const speaker = await t.app.inject({ url: '/api/balances-withdraws/my', headers: await f.as('speaker') });
    const speakerItems = speaker.json<{ items: Withdrawal[] }>().items;
    expect(speakerItems.every((item) => item.owner.id !== curatorId)).toBe(true);
  });
});
