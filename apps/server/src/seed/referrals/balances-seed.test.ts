import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type AuthorBalance = {
  email: string;
  available: string;
  accrued: string;
  paidOut: string;
};

/** Each demo author's running balance beside the ledger: accruals (net of reversals) and payouts. */
async function authorBalances(): Promise<AuthorBalance[]> {
  const result = await t.database.db.execute(sql`
    select s.email, b.available::text,
      coalesce(sum(e.amount) filter (where e.bucket = 'available' and e.kind <> 'withdrawal'), 0)::text as accrued,
      coalesce(-sum(e.amount) filter (where e.bucket = 'available' and e.kind = 'withdrawal'), 0)::text as "paidOut"
    from balances b join staff s on s.id = b.staff_id
    left join balance_entries e on e.staff_id = b.staff_id
    group by s.email, b.available order by s.email`);
  return (result as unknown as { rows: AuthorBalance[] }).rows;
}

describe('demo balances (issue 29, item 15)', () => {
  it('leave every author less than 300 000 ₽ available: their accruals minus what was paid out', async () => {
    const authors = await authorBalances();
    const curator = authors.find((author) => author.email === 'curator@demo.test');
    expect(Number(curator?.available)).toBeGreaterThan(0);
    for (const author of authors) {
      expect(Number(author.available), author.email).toBeLessThan(300_000);
      expect(Number(author.available), author.email).toBeGreaterThanOrEqual(0);
      expect(Number(author.available), author.email).toBeCloseTo(
        Number(author.accrued) - Number(author.paidOut),
        2,
      );
    }
  });
});
