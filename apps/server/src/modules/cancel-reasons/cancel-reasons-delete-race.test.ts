import { CANCEL_REASON_IN_USE, type CancelReason } from '@school/contracts';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { subscriptions } from '../../db/schema/subscriptions.table';
import { insertTestStudent } from '../../test/payment-fixtures';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

// The count sees no cancellation, as if one committed right after it: the foreign key must still say 409.
vi.mock('./cancel-reasons.repository', async (original) => ({
  ...(await original<typeof import('./cancel-reasons.repository')>()),
  countCancellationsOfReason: async () => 0,
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 409, not 500, when the foreign key refuses the delete of a reason in use', async () => {
  const headers = bearer(await t.loginAs('admin'));
  const reason = (
    await t.app.inject({ method: 'POST', url: '/api/cancel-reasons', headers, payload: { title: 'Гонка' } })
  ).json<CancelReason>();
  const studentId = await insertTestStudent(t.database.db);
  await t.database.db.insert(subscriptions).values({
    studentId,
    plan: 'Месяц',
    currentPeriodEnd: new Date('2001-02-01T00:00:00Z'),
    cancelledAt: new Date('2001-01-15T00:00:00Z'),
    cancelReasonId: reason.id,
  });
  const response = await t.app.inject({ method: 'DELETE', url: `/api/cancel-reasons/${reason.id}`, headers });
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe(CANCEL_REASON_IN_USE);
  const list = (await t.app.inject({ url: '/api/cancel-reasons', headers })).json<{
    items: CancelReason[];
  }>();
  expect(list.items.some((item) => item.id === reason.id)).toBe(true);
});
