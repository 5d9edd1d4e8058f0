import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import { hashPassword } from '../../password';
import type { BulkSeed } from '../bulk-seed';
import { DEMO_PASSWORD } from '../people/staff.seed';

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Ledger entries per chunk: big enough for set-based speed, small enough to show progress. */
export const REFERRAL_ENTRIES_PER_CHUNK = { postgres: 1_000_000, embedded: 200_000 } as const;
/** About this many entries per referrer in a chunk (so 10M entries: ~50,000 referrers). */
const ENTRIES_PER_REFERRER = 200;
/** Each referred student makes this many payments. */
const PAYMENTS_PER_REFERRED = 3;
const COMMISSION_PERCENT = 10;
const HOLD_DAYS = 14;

/**
 * A payment's fate, deterministic by its number `i` in the chunk (h: a multiplicative hash 0–999):
 * C released (accrual + release pair: 3 entries), A refunded while held (accrual + reversal: 2), B still held
 * (accrual: 1). Every referrer's first payment (i = 3k, k < referrers) is C, so each has money to withdraw;
 * payments from `firstFiller` on are B, to land on the exact entry count.
 */
const fate = (i: SQL, referrers: number, firstFiller: SQL) => sql`case
    when ${i} >= ${firstFiller} then 'B'
    when ${i} < ${3 * referrers} and ${i} % 3 = 0 then 'C'
    when (${i}::bigint * 2654435761) % 1000 < 80 then 'A'
    when (${i}::bigint * 2654435761) % 1000 < 280 then 'B'
    else 'C' end`;
type SQL = ReturnType<typeof sql>;
const entriesOf = (f: SQL) => sql`(case ${f} when 'C' then 3 when 'A' then 2 else 1 end)`;

export interface SeededReferrals {
  entries: number;
  referrers: number;
  referred: number;
  payments: number;
  withdrawals: number;
}

/**
 * `npm run seed -- --referrals N`: exactly N more ledger entries (accruals, releases, refund reversals,
 * withdrawals) of new student referrers, with the students they referred, the referrals and the paid
 * payments that carry them. Set-based: a handful of statements per chunk, ids drawn up front, nothing per row
 * through JS; the ledger's statement trigger (migration 0021) keeps `balances` — checked against the sums at
 * the end. Deterministic for the same starting database.
 */
export async function seedManyReferrals(
  db: Db,
  total: number,
  info: (message: string) => void,
  options: { entriesPerChunk?: number } = {},
): Promise<SeededReferrals> {
  if (total < 10) throw new Error('--referrals needs at least 10 entries');
  const chunk = options.entriesPerChunk ?? REFERRAL_ENTRIES_PER_CHUNK.embedded;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [holds] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('accrual_holds') is not null as present`,
  );
  const sum: SeededReferrals = { entries: 0, referrers: 0, referred: 0, payments: 0, withdrawals: 0 };
  const started = Date.now();
  let round = 0;
  while (sum.entries < total) {
    const budget = Math.min(chunk, total - sum.entries);
    // A last chunk too small to spread: one referrer.
    const referrers = Math.max(
      1,
      Math.min(Math.floor(budget / ENTRIES_PER_REFERRER), Math.floor((budget - 1) / 4)),
    );
    const forPayments = budget - referrers;
    // How many payments fill the budget: the fates' running total, then 0–2 held fillers for the rest.
    const [plan] = await rows<{ kept: number; used: number }>(
      db,
      sql`select count(*)::int as kept, coalesce(max(cum), 0)::int as used from (
        select sum(${entriesOf(fate(sql`i`, referrers, sql`${forPayments + 1}`))}) over (order by i) as cum
        from generate_series(0, ${forPayments - 1}) as i) plan where cum <= ${forPayments}`,
    );
    const kept = plan!.kept;
    const payments = kept + (forPayments - plan!.used);
    const referred = Math.ceil(payments / PAYMENTS_PER_REFERRED);
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [base] = await rows<{ student: number; referral: number; payment: number; withdrawal: number }>(
        t,
        sql`select (select coalesce(max(id), 0) from students)::int as student,
          (select coalesce(max(id), 0) from referrals)::int as referral,
          (select coalesce(max(id), 0) from payments)::int as payment,
          (select coalesce(max(id), 0) from withdrawals)::int as withdrawal`,
      );
      const s0 = base!.student + 1;
      const r0 = base!.referral + 1;
      const p0 = base!.payment + 1;
      const w0 = base!.withdrawal + 1;
      const tag = `${round}-${s0}`;
      // Referrers s0 … s0+R−1, then the referred; referred k was brought by referrer k % R.
      await t.execute(sql`insert into students (id, email, first_name, last_name, password_hash, referral_code, created_at)
        overriding system value
        select ${s0}::int + n, 'refbulk-' || ${tag} || '-' || n || '@bulk.test',
          (array['Анна','Иван','Мария','Пётр','Ольга','Сергей'])[1 + n % 6],
          (array['Смирнова','Кузнецов','Попова','Васильев','Новикова','Морозов'])[1 + (n / 6) % 6],
          ${passwordHash}, case when n < ${referrers} then 'S' || (${s0}::int + n) end,
          now() - interval '1100 days' + make_interval(days => n % 30)
        from generate_series(0, ${referrers + referred - 1}) as n`);
      await t.execute(sql`insert into referrals (id, referrer_student_id, referred_student_id, code, created_at)
        overriding system value
        select ${r0}::int + k, ${s0}::int + k % ${referrers}, ${s0 + referrers}::int + k,
          'S' || (${s0}::int + k % ${referrers}), now() - interval '1100 days' + make_interval(days => k % 30)
        from generate_series(0, ${referred - 1}) as k`);
      // The payments with their fate; C and A at least 15 days old (released / refunded), B within the hold.
      await t.execute(sql`create temp table bulk_pay on commit drop as
        select ${p0}::int + i as id, i, ${fate(sql`i`, referrers, sql`${kept}`)} as fate,
          ${s0 + referrers}::int + i / ${PAYMENTS_PER_REFERRED} as student_id,
          ${r0}::int + i / ${PAYMENTS_PER_REFERRED} as referral_id,
          ${s0}::int + (i / ${PAYMENTS_PER_REFERRED}) % ${referrers} as referrer_id,
          (1000 + ((i::bigint * 7919) % 900000) / 100.0)::numeric(12, 2) as amount,
          ((i::bigint * 104729) % 1000) as h
        from generate_series(0, ${payments - 1}) as i`);
      await t.execute(
        sql`alter table bulk_pay add column at timestamptz, add column commission numeric(12, 2)`,
      );
      await t.execute(sql`update bulk_pay set commission = round(amount * ${COMMISSION_PERCENT} / 100.0, 2),
        at = case when fate = 'B' then now() - make_interval(mins => (h * 17)::int % (${HOLD_DAYS - 1} * 1440))
                  else now() - interval '15 days' - make_interval(days => (h * 37)::int % 1060) end`);
      await t.execute(sql`insert into payments (id, student_id, product, title, amount, refunded_amount, provider, status,
          provider_payment_id, referral_id, paid_at, refunded_at, created_at, updated_at)
        overriding system value
        select id, student_id, 'subscription', 'Подписка «Клуб», 1 мес.', amount,
          case when fate = 'A' then amount else 0 end, 'tinkoff',
          case when fate = 'A' then 'refunded' else 'confirmed' end, 'refbulk-' || id, referral_id, at,
          case when fate = 'A' then at + interval '5 days' end, at, at
        from bulk_pay order by id`);
      // The ledger: accruals (held ones join H1's hold queue when it exists), releases, reversals, withdrawals.
      const accrualsOf = (
        which: SQL,
      ) => sql`insert into balance_entries (student_id, kind, bucket, amount, available_at, payment_id, created_at)
        select referrer_id, 'accrual', 'held', commission, at + interval '${sql.raw(String(HOLD_DAYS))} days', id, at
        from bulk_pay where ${which} order by id`;
      await t.execute(accrualsOf(sql`fate <> 'B'`));
      if (holds?.present) {
        await t.execute(sql`with made as (${accrualsOf(sql`fate = 'B'`)} returning id, student_id, payment_id, available_at)
          insert into accrual_holds (entry_id, student_id, payment_id, available_at)
          select id, student_id, payment_id, available_at from made`);
      } else {
        await t.execute(accrualsOf(sql`fate = 'B'`));
      }
      await t.execute(sql`insert into balance_entries (student_id, kind, bucket, amount, available_at, payment_id, created_at)
        select referrer_id, 'release', bucket, case bucket when 'held' then -commission else commission end,
          at + interval '${sql.raw(String(HOLD_DAYS))} days', id, at + interval '${sql.raw(String(HOLD_DAYS))} days'
        from bulk_pay cross join (values ('held'), ('available')) as b(bucket) where fate = 'C' order by id, bucket desc`);
      await t.execute(sql`insert into balance_entries (student_id, kind, bucket, amount, available_at, payment_id, created_at)
        select referrer_id, 'reversal', 'held', -commission, at + interval '5 days', id, at + interval '5 days'
        from bulk_pay where fate = 'A' order by id`);
      // One paid withdrawal per referrer: half of its first (released) commission.
      await t.execute(sql`insert into withdrawals (id, student_id, amount, requisites, status, processed_at, created_at)
        overriding system value
        select ${w0}::int + k, referrer_id, round(commission / 2, 2),
          '{"type":"card","cardNumber":"4111111111111111"}'::jsonb, 'paid',
          at + interval '${sql.raw(String(HOLD_DAYS + 2))} days', at + interval '${sql.raw(String(HOLD_DAYS + 1))} days'
        from (select i / 3 as k, referrer_id, commission, at from bulk_pay where i < ${3 * referrers} and i % 3 = 0) first
        order by k`);
      await t.execute(sql`insert into balance_entries (student_id, kind, bucket, amount, available_at, withdrawal_id, created_at)
        select student_id, 'withdrawal', 'available', -amount, created_at, id, created_at
        from withdrawals where id >= ${w0} order by id`);
      for (const table of ['students', 'referrals', 'payments', 'withdrawals']) {
        await t.execute(
          sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
        );
      }
      await audit.record(tx, {
        actorId: null,
        action: 'seed.referrals-bulk',
        entity: 'balance_entries',
        entityId: null,
      });
    });
    round++;
    sum.entries += budget;
    sum.referrers += referrers;
    sum.referred += referred;
    sum.payments += payments;
    sum.withdrawals += referrers;
    info(
      `seed: ${sum.entries} of ${total} ledger entries, ${sum.referrers} referrers, ${sum.payments} payments… (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
  for (const table of ['students', 'referrals', 'payments', 'withdrawals', 'balance_entries', 'balances']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return sum;
}

/** Owners whose running totals differ from their entries' sums (none, when the trigger did its work). */
export async function balanceMismatches(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select coalesce(staff_id, -student_id) as owner,
        sum(amount) filter (where bucket = 'available') as available,
        sum(amount) filter (where bucket = 'held') as held, sum(amount) filter (where bucket = 'debt') as debt
      from balance_entries group by 1) s
    full join (select coalesce(staff_id, -student_id) as owner, available, held, debt from balances) b
      on b.owner = s.owner
    where coalesce(s.available, 0) <> coalesce(b.available, 0) or coalesce(s.held, 0) <> coalesce(b.held, 0)
      or coalesce(s.debt, 0) <> coalesce(b.debt, 0)`,
  );
  return row!.n;
}

export const referralsBulkSeed: BulkSeed = {
  flag: 'referrals',
  counts: 'ledger entries of new student referrers, with their referrals and payments',
  run: async (db, count, { info, kind }) => {
    await seedManyReferrals(db, count, info, {
      entriesPerChunk: REFERRAL_ENTRIES_PER_CHUNK[kind === 'postgres' ? 'postgres' : 'embedded'],
    });
    const mismatches = await balanceMismatches(db);
    if (mismatches > 0) throw new Error(`seed: ${mismatches} balances differ from their entries' sums`);
    info('seed: every balance equals the sum of its entries');
  },
};
