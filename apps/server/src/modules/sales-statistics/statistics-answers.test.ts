import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { students } from '../../db/schema/students.table';
import type { Db } from '../../db/types';
import { insertTestPayments, insertTestStudent } from '../../test/payment-fixtures';
import { openEmptyTestDatabase } from '../../test/test-app';
import { createPaymentsStatisticsAnswers, paymentsStatistics } from './sales-statistics.service';

/**
 * The statistics' answer cache (docs/decisions/006, «The answer cache»): an answer is kept while the roll-up
 * rows of its days are unchanged, and read anew after any change to them. The statements each answer costs
 * are counted on the database client. (The randomised writes of pre-aggregates.property.test.ts check the
 * same cache after every command.)
 */
let database: Database;
let db: Db;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

describe('createPaymentsStatisticsAnswers', () => {
  it('keeps an answer while its days are unchanged and reads it anew after any change to them', async () => {
    const answers = createPaymentsStatisticsAnswers();
    let statements = 0;
    const counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver);
        return (...args: Parameters<typeof target.execute>) => {
          statements += 1;
          return target.execute(...args);
        };
      },
    });
    const query = { dateFrom: '2004-03-01', dateTo: '2004-03-31', groupBy: 'day' as const };
    const answer = async () => {
      statements = 0;
      const text = await answers(counted, query);
      expect(text).toBe(JSON.stringify(await paymentsStatistics(db, query)));
      return { statements, paid: JSON.parse(text).totals.sumAmount as number };
    };
    // Read (its state, then the payments, the sign-ups and the previous period's totals), then kept: only the state is read again.
    expect(await answer()).toEqual({ statements: 4, paid: 0 });
    expect(await answer()).toEqual({ statements: 1, paid: 0 });
    // A payment of another month leaves the answer as it was.
    const studentId = await insertTestStudent(db);
    await insertTestPayments(db, [{ studentId, amount: '1.00', createdAt: '2004-04-10T10:00:00Z' }]);
    expect(await answer()).toEqual({ statements: 1, paid: 0 });
    // One of the previous period (the 31 days before March) changes the cards' comparison: read anew.
    await insertTestPayments(db, [{ studentId, amount: '2.00', createdAt: '2004-02-10T10:00:00Z' }]);
    expect(await answer()).toEqual({ statements: 4, paid: 0 });
    expect(await answer()).toEqual({ statements: 1, paid: 0 });
    // A payment, its refund, a status change and a sign-up of these days: each one read anew.
    const [paymentId] = await insertTestPayments(db, [
      { studentId, amount: '0.10', createdAt: '2004-03-15T10:00:00Z' },
    ]);
    expect(await answer()).toEqual({ statements: 4, paid: 0.1 });
    expect(await answer()).toEqual({ statements: 1, paid: 0.1 });
    await db.execute(sql`update payments set refunded_amount = 0.05 where id = ${paymentId}`);
    expect((await answer()).statements).toBe(4);
    await db.execute(sql`update payments set status = 'rejected' where id = ${paymentId}`);
    expect(await answer()).toEqual({ statements: 4, paid: 0 });
    await db.insert(students).values({
      email: 'signup-kept@stats.test',
      firstName: 'Новый',
      lastName: 'Студент',
      passwordHash: 'x',
      createdAt: new Date('2004-03-20T10:00:00Z'),
    });
    expect((await answer()).statements).toBe(4);
    expect((await answer()).statements).toBe(1);
  });
});
