import type { WithdrawalRequisites } from '@school/contracts/balances';
import { asc, count, eq, gt, inArray } from 'drizzle-orm';
import { balanceEntries, balances, withdrawals } from '../../db/schema/balances.table';
import { payments } from '../../db/schema/payments.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import { accrueForPayments, releaseDueAccruals, reverseForRefunds } from '../../modules/balances';
import type { DomainSeed } from '../domain-seed';

const DAY = 24 * 60 * 60 * 1000;

/** The demo curator's and speaker's payout requests; their earnings come from the real rules. */
interface DemoWithdrawals {
  email: string;
  withdrawals: ReadonlyArray<{
    amount: number;
    daysAgo: number;
    status: 'requested' | 'paid';
    requisites: WithdrawalRequisites;
  }>;
}

// Test card numbers with a valid Luhn checksum (never real cards).
const DEMO_WITHDRAWALS: readonly DemoWithdrawals[] = [
  {
    email: 'curator@demo.test',
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
      {
        amount: 3500,
        daysAgo: 1,
        status: 'requested',
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
 * What a demo author leaves unpaid at most: the rules give the demo curator over a million roubles of the
 * seeded years' sales, which no school leaves on a balance. Earlier months were paid out (at most
 * MONTHLY_PAYOUT_MAX a month, going back from the last one), so the available balance looks like a school's.
 */
export const DEMO_AVAILABLE_MAX = 150_000;
const MONTHLY_PAYOUT_MAX = 200_000;
const MONTHLY_PAYOUT_CARD = '4276380012345679';

/** A withdrawal of the author's available money and its ledger entry, as the request and payout made it. */
async function recordWithdrawal(
  tx: Db,
  staffId: number,
  request: DemoWithdrawals['withdrawals'][number],
  now: number,
  adminId: number | null,
): Promise<void> {
  const at = new Date(now - request.daysAgo * DAY);
  const isPaid = request.status === 'paid';
  const [row] = await tx
    .insert(withdrawals)
    .values({
      staffId,
      amount: money(request.amount),
      requisites: request.requisites,
      status: request.status,
      processedByStaffId: isPaid ? adminId : null,
      processedAt: isPaid ? new Date(at.getTime() + 2 * DAY) : null,
      createdAt: at,
    })
    .returning({ id: withdrawals.id });
  if (!row) return;
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

/** The monthly payouts that bring `available` down to DEMO_AVAILABLE_MAX, newest month first. */
function monthlyPayouts(available: number, recipient: string): DemoWithdrawals['withdrawals'] {
  const payouts: DemoWithdrawals['withdrawals'][number][] = [];
  let excess = Math.ceil((available - DEMO_AVAILABLE_MAX) / 1000) * 1000;
  for (let month = 1; excess > 0; month++) {
    const amount = Math.min(excess, MONTHLY_PAYOUT_MAX);
    payouts.push({
      amount,
      daysAgo: 30 * month + 5,
      status: 'paid',
      requisites: { type: 'card', cardNumber: MONTHLY_PAYOUT_CARD, recipient },
    });
    excess -= amount;
  }
  return payouts;
}

/**
 * Earnings (issue 13), replayed through the real ledger code: every demo payment that was confirmed accrues by
 * the commission rules (authors and referrers) at its paid_at, each refund reverses its share at refunded_at,
 * what is past its hold is released (back-dated to the hold's end). Then the demo curator and speaker each get
 * a paid and a requested withdrawal, and every author's earlier months are paid out down to
 * DEMO_AVAILABLE_MAX. Skipped once any entry exists.
 */
export const balancesSeed: DomainSeed = {
  name: 'balances',
  async run(db, { info }) {
    const [existing] = await db.select({ total: count() }).from(balanceEntries);
    if ((existing?.total ?? 0) > 0) return;
    const paid = await db
      .select({ id: payments.id, refunded: payments.refundedAmount, refundedAt: payments.refundedAt })
      .from(payments)
      .where(inArray(payments.status, ['confirmed', 'repeat_confirmed', 'refunded', 'repeat_refunded']))
      .orderBy(asc(payments.paidAt), asc(payments.id));
    const people = await db
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(
        inArray(
          staff.email,
          DEMO_WITHDRAWALS.map((demo) => demo.email),
        ),
      );
    const [admin] = await db
      .select({ id: staff.id })
      .from(staff)
      .where(inArray(staff.email, ['admin@demo.test']));
    const now = Date.now();
    await db.transaction(async (tx) => {
      await accrueForPayments(
        tx,
        paid.map((payment) => payment.id),
        { backdate: true, refundedToo: true },
      );
      await reverseForRefunds(
        tx,
        paid
          .filter((payment) => Number(payment.refunded) > 0)
          .map((payment) => ({ paymentId: payment.id, at: payment.refundedAt ?? undefined })),
      );
    });
    await releaseDueAccruals(db, new Date(now), undefined, { backdate: true });
    await db.transaction(async (tx) => {
      for (const demo of DEMO_WITHDRAWALS) {
        const staffId = people.find((person) => person.email === demo.email)?.id;
        if (staffId === undefined) continue;
        const [balance] = await tx
          .select({ available: balances.available })
          .from(balances)
          .where(eq(balances.staffId, staffId));
        let available = Number(balance?.available ?? 0);
        for (const request of demo.withdrawals) {
          // Only what the rules gave them (a demo without their courses' sales has nothing to withdraw).
          if (request.amount > available) continue;
          available -= request.amount;
          await recordWithdrawal(tx, staffId, request, now, admin?.id ?? null);
        }
      }
      const rich = await tx
        .select({
          staffId: staff.id,
          available: balances.available,
          lastName: staff.lastName,
          firstName: staff.firstName,
        })
        .from(balances)
        .innerJoin(staff, eq(staff.id, balances.staffId))
        .where(gt(balances.available, money(DEMO_AVAILABLE_MAX)));
      for (const author of rich) {
        const recipient = `${author.lastName} ${author.firstName}`.trim();
        for (const payout of monthlyPayouts(Number(author.available), recipient))
          await recordWithdrawal(tx, author.staffId, payout, now, admin?.id ?? null);
      }
      await audit.record(tx, {
        actorId: null,
        action: 'seed.balances',
        entity: 'balance_entries',
        entityId: null,
      });
    });
    info(`balances: commissions of ${paid.length} demo payments by the rules, and demo withdrawals`);
  },
};
