import type { WithdrawalRequisites } from '@school/contracts/balances';
import { count, inArray } from 'drizzle-orm';
import { balanceEntries, type NewBalanceEntry, withdrawals } from '../../db/schema/balances.table';
import { staff } from '../../db/schema/staff.table';
import { audit } from '../../modules/audit';
import type { DomainSeed } from '../domain-seed';

const DAY = 24 * 60 * 60 * 1000;

interface DemoEarnings {
  email: string;
  /** Commissions: amount, days ago, hold days (released when the hold is over by now). */
  accruals: ReadonlyArray<{ amount: number; daysAgo: number; holdDays: number }>;
  withdrawals: ReadonlyArray<{
    amount: number;
    daysAgo: number;
    status: 'requested' | 'paid';
    requisites: WithdrawalRequisites;
  }>;
}

// Test card numbers with a valid Luhn checksum (never real cards).
const DEMO_EARNINGS: readonly DemoEarnings[] = [
  {
    email: 'curator@demo.test',
    accruals: [
      { amount: 4500, daysAgo: 60, holdDays: 14 },
      { amount: 6200, daysAgo: 40, holdDays: 14 },
      { amount: 3800, daysAgo: 20, holdDays: 14 },
      { amount: 2900, daysAgo: 5, holdDays: 14 },
    ],
    withdrawals: [
      {
        amount: 4000,
        daysAgo: 30,
        status: 'paid',
        requisites: { type: 'card', cardNumber: '4276380012345679', recipient: 'Кузнецова Мария' },
      },
      {
        amount: 3000,
        daysAgo: 2,
        status: 'requested',
        requisites: { type: 'card', cardNumber: '4276380012345679', recipient: 'Кузнецова Мария' },
      },
    ],
  },
  {
    email: 'speaker@demo.test',
    accruals: [
      { amount: 7000, daysAgo: 50, holdDays: 14 },
      { amount: 5400, daysAgo: 15, holdDays: 14 },
      { amount: 3100, daysAgo: 3, holdDays: 14 },
    ],
    withdrawals: [
      {
        amount: 4000,
        daysAgo: 20,
        status: 'paid',
        requisites: {
          type: 'account',
          account: '40817810099910004312',
          bik: '044525225',
          recipient: 'Волков Дмитрий',
        },
      },
    ],
  },
];

const money = (roubles: number) => roubles.toFixed(2);

/**
 * Earnings of the demo curator and speaker (issue 13): released and held commissions, a paid and a requested
 * withdrawal, written straight into the ledger (its trigger keeps the balances). Skipped once any entry exists.
 */
export const balancesSeed: DomainSeed = {
  name: 'balances',
  async run(db, { info }) {
    const [existing] = await db.select({ total: count() }).from(balanceEntries);
    if ((existing?.total ?? 0) > 0) return;
    const people = await db
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(
        inArray(
          staff.email,
          DEMO_EARNINGS.map((demo) => demo.email),
        ),
      );
    const [admin] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(inArray(staff.email, ['admin@demo.test']));
    const now = Date.now();
    await db.transaction(async (tx) => {
      for (const demo of DEMO_EARNINGS) {
        const staffId = people.find((person) => person.email === demo.email)?.id;
        if (staffId === undefined) continue;
        const entries: NewBalanceEntry[] = [];
        for (const accrual of demo.accruals) {
          const at = new Date(now - accrual.daysAgo * DAY);
          const freeAt = new Date(at.getTime() + accrual.holdDays * DAY);
          const amount = money(accrual.amount);
          entries.push({
            staffId,
            kind: 'accrual',
            bucket: 'held',
            amount,
            availableAt: freeAt,
            createdAt: at,
          });
          if (freeAt.getTime() <= now) {
            const base = { staffId, kind: 'release' as const, availableAt: freeAt, createdAt: freeAt };
            entries.push({ ...base, bucket: 'held', amount: money(-accrual.amount) });
            entries.push({ ...base, bucket: 'available', amount });
          }
        }
        // In time order, so the running totals never dip below zero on the way.
        entries.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
        await tx.insert(balanceEntries).values(entries);
        for (const request of demo.withdrawals) {
          const at = new Date(now - request.daysAgo * DAY);
          const paid = request.status === 'paid';
          const [row] = await tx
            .insert(withdrawals)
            .values({
              staffId,
              amount: money(request.amount),
              requisites: request.requisites,
              status: request.status,
              processedByStaffId: paid ? (admin?.id ?? null) : null,
              processedAt: paid ? new Date(at.getTime() + 2 * DAY) : null,
              createdAt: at,
            })
            .returning({ id: withdrawals.id });
          if (!row) continue;
          await tx.insert(balanceEntries).values({
            staffId,
            kind: 'withdrawal',
            bucket: 'available',
            amount: money(-request.amount),
            withdrawalId: row.id,
            availableAt: at,
            createdAt: at,
          });
        }
      }
      await audit.record(tx, {
        actorId: null,
        action: 'seed.balances',
        entity: 'balance_entries',
        entityId: null,
      });
    });
    info('balances: demo earnings and withdrawals of the curator and the speaker');
  },
};
