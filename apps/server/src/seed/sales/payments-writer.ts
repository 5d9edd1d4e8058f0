import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

export interface WrittenPayments {
  payments: number;
  subscriptions: number;
  refunds: number;
  statusChanges: number;
}

/**
 * Writes planned payments in ONE statement together with what a real payment leaves behind: its refunds and
 * its status history (the creation, the provider's event that confirmed or rejected it, a refund by staff).
 *
 * `ctes` are the caller's `with` entries and must end in one named `planned` with the columns student_id,
 * product, course_id, subscription_id, title, amount, refunded_amount, fee, provider, status, referral_id,
 * created_at, paid_at, refunded_at; it may insert subscriptions first as a CTE named `subs` (counted).
 * The id comes from the payments' own sequence, so the provider's payment id can be built from it and is
 * unique per provider however many times the seed runs.
 */
export async function writePlannedPayments(
  db: Db,
  ctes: SQL,
  options: { refundedBy: number | null; withSubscriptions: boolean },
): Promise<WrittenPayments> {
  const result = (await db.execute(sql`
    with ${ctes},
    numbered as materialized (
      select nextval(pg_get_serial_sequence('payments', 'id')) as id, p.* from planned p
    ),
    ins as (
      insert into payments (id, student_id, product, course_id, subscription_id, title, amount, refunded_amount,
                            fee, provider, status, provider_payment_id, referral_id, paid_at, refunded_at,
                            created_at, updated_at)
      overriding system value
      select id, student_id, product, course_id, subscription_id, title, amount, refunded_amount, fee, provider,
        status,
        case provider
          when 'tinkoff' then (4000000000 + id)::text
          when 'yookassa' then lpad(to_hex(id), 8, '0') || '-000f-5000-a000-'
            || lpad(to_hex(hashint8(id)::bigint + 2147483648), 12, '0')
          when 'sbp' then 'A' || lpad(id::text, 12, '0') || upper(substr(md5(id::text), 1, 19))
          when 'pay-selection' then 'PS' || lpad(id::text, 10, '0')
          else 'CR-' || to_char(created_at, 'YYYY') || '-' || lpad(id::text, 9, '0')
        end,
        referral_id, paid_at, refunded_at, created_at, coalesce(refunded_at, paid_at, created_at)
      from numbered
      returning id, provider, status, amount, refunded_amount, created_at, paid_at, refunded_at
    ),
    refund_rows as (
      insert into refunds (payment_id, amount, reason, staff_id, provider_refund_id, created_at)
      select id, refunded_amount,
        case when refunded_amount < amount then 'Частичный возврат: студент не прошёл часть программы'
             else (array['Возврат по заявлению студента', 'Двойное списание', 'Студент передумал в течение 14 дней',
                         'Ошибка в тарифе'])[1 + id % 4] end,
        ${options.refundedBy}::int, 'RF-' || id, refunded_at
      from ins where refunded_amount > 0
      returning 1
    ),
    history as (
      insert into payment_status_changes (payment_id, from_status, to_status, refund_amount, staff_id,
                                          provider_event, comment, at)
      select id, null::text, case when status like 'repeat%' then 'repeat_new' else 'new' end, null::numeric,
        null::int, null::text, null::text, created_at
      from ins
      union all
      select id, case when status like 'repeat%' then 'repeat_new' else 'new' end,
        case status when 'refunded' then 'confirmed' when 'repeat_refunded' then 'repeat_confirmed' else status end,
        null, null,
        provider || ':' || case
          when status in ('rejected', 'repeat_rejected') then
            case provider when 'tinkoff' then 'REJECTED' when 'yookassa' then 'payment.canceled'
              when 'sbp' then 'REJECTED' when 'pay-selection' then 'Fail' else 'rejected' end
          else
            case provider when 'tinkoff' then 'CONFIRMED' when 'yookassa' then 'payment.succeeded'
              when 'sbp' then 'ACCEPTED' when 'pay-selection' then 'Payment' else 'approved' end
          end,
        null, coalesce(paid_at, least(now(), created_at + interval '2 minutes'))
      from ins where status not in ('new', 'repeat_new')
      union all
      select id, case when status like 'repeat%' then 'repeat_confirmed' else 'confirmed' end,
        case when refunded_amount < amount then (case when status like 'repeat%' then 'repeat_confirmed' else 'confirmed' end)
             else status end,
        refunded_amount, ${options.refundedBy}::int, null,
        case when refunded_amount < amount then 'Частичный возврат' else 'Возврат' end, refunded_at
      from ins where refunded_amount > 0
      returning 1
    )
    select (select count(*) from ins)::int as payments,
      ${options.withSubscriptions ? sql`(select count(*) from subs)::int` : sql`0`} as subscriptions,
      (select count(*) from refund_rows)::int as refunds, (select count(*) from history)::int as "statusChanges"
  `)) as unknown as { rows: WrittenPayments[] };
  return result.rows[0] ?? { payments: 0, subscriptions: 0, refunds: 0, statusChanges: 0 };
}
