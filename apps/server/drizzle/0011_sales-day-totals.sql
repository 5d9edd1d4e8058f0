-- Pre-aggregates of the sales statistics, kept in the same transaction as every write by statement triggers
-- with transition tables: a bulk insert of a million payments adds one grouped upsert, not a million. Each
-- change enters as its old row with sign -1 and its new row with sign +1, grouped by the aggregate's key and
-- upserted in key order (so two transactions lock the same rows in the same order). The day of a row is its
-- created_at on the school's clock (Europe/Moscow). drizzle-kit cannot express triggers: hand-written
-- (docs/decisions/006).
CREATE FUNCTION payment_day_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_payments'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_payments'
    ELSE 'SELECT *, -1 AS sign FROM old_payments UNION ALL SELECT *, 1 AS sign FROM new_payments'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO payment_day_totals AS t
      (day, provider, status, has_referral, payments, amount, refunded_amount, fee, refunded_payments)
    SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, provider, status, referral_id IS NOT NULL,
      sum(sign), sum(sign * amount), sum(sign * refunded_amount), sum(sign * fee),
      coalesce(sum(sign) FILTER (WHERE refunded_amount > 0), 0)
    FROM (%s) AS c
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(sign * amount) <> 0 OR sum(sign * refunded_amount) <> 0
      OR sum(sign * fee) <> 0 OR coalesce(sum(sign) FILTER (WHERE refunded_amount > 0), 0) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, provider, status, has_referral) DO UPDATE SET
      payments = t.payments + excluded.payments,
      amount = t.amount + excluded.amount,
      refunded_amount = t.refunded_amount + excluded.refunded_amount,
      fee = t.fee + excluded.fee,
      refunded_payments = t.refunded_payments + excluded.refunded_payments
  $sql$, changes);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_follow();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_follow();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION payment_day_totals_follow();
--> statement-breakpoint
CREATE FUNCTION student_day_signups_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT created_at, 1 AS sign FROM new_students'
    WHEN 'DELETE' THEN 'SELECT created_at, -1 AS sign FROM old_students'
    ELSE 'SELECT created_at, -1 AS sign FROM old_students UNION ALL SELECT created_at, 1 AS sign FROM new_students'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO student_day_signups AS t (day, students)
    SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, sum(sign)
    FROM (%s) AS c
    GROUP BY 1 HAVING sum(sign) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET students = t.students + excluded.students
  $sql$, changes);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER students_day_signups_insert AFTER INSERT ON students
  REFERENCING NEW TABLE AS new_students FOR EACH STATEMENT EXECUTE FUNCTION student_day_signups_follow();
--> statement-breakpoint
CREATE TRIGGER students_day_signups_update AFTER UPDATE ON students
  REFERENCING OLD TABLE AS old_students NEW TABLE AS new_students
  FOR EACH STATEMENT EXECUTE FUNCTION student_day_signups_follow();
--> statement-breakpoint
CREATE TRIGGER students_day_signups_delete AFTER DELETE ON students
  REFERENCING OLD TABLE AS old_students FOR EACH STATEMENT EXECUTE FUNCTION student_day_signups_follow();
--> statement-breakpoint
-- A paid subscription counts from the month it started to the month it ended (exclusive); its monthly amount
-- is round(price / period_months, 2), so sums stay whole kopecks. Custom subscriptions (no price) are left out.
CREATE FUNCTION subscription_month_spans_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_subscriptions'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_subscriptions'
    ELSE 'SELECT *, -1 AS sign FROM old_subscriptions UNION ALL SELECT *, 1 AS sign FROM new_subscriptions'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO subscription_month_spans AS t (start_month, end_month, subscriptions, monthly_amount)
    SELECT date_trunc('month', started_at AT TIME ZONE 'Europe/Moscow')::date,
      coalesce(date_trunc('month', ended_at AT TIME ZONE 'Europe/Moscow')::date, DATE '9999-12-01'),
      sum(sign), sum(sign * round(price / period_months, 2))
    FROM (%s) AS c
    WHERE NOT is_custom AND price IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * round(price / period_months, 2)) <> 0
    ORDER BY 1, 2
    ON CONFLICT (start_month, end_month) DO UPDATE SET
      subscriptions = t.subscriptions + excluded.subscriptions,
      monthly_amount = t.monthly_amount + excluded.monthly_amount
  $sql$, changes);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_month_spans_insert AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS new_subscriptions FOR EACH STATEMENT EXECUTE FUNCTION subscription_month_spans_follow();
--> statement-breakpoint
CREATE TRIGGER subscriptions_month_spans_update AFTER UPDATE ON subscriptions
  REFERENCING OLD TABLE AS old_subscriptions NEW TABLE AS new_subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_month_spans_follow();
--> statement-breakpoint
CREATE TRIGGER subscriptions_month_spans_delete AFTER DELETE ON subscriptions
  REFERENCING OLD TABLE AS old_subscriptions FOR EACH STATEMENT EXECUTE FUNCTION subscription_month_spans_follow();
--> statement-breakpoint
-- Rows written before these triggers existed (students of an upgraded database).
INSERT INTO student_day_signups (day, students)
SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date, count(*) FROM students GROUP BY 1;
--> statement-breakpoint
INSERT INTO subscription_month_spans (start_month, end_month, subscriptions, monthly_amount)
SELECT date_trunc('month', started_at AT TIME ZONE 'Europe/Moscow')::date,
  coalesce(date_trunc('month', ended_at AT TIME ZONE 'Europe/Moscow')::date, DATE '9999-12-01'),
  count(*), sum(round(price / period_months, 2))
FROM subscriptions WHERE NOT is_custom AND price IS NOT NULL GROUP BY 1, 2;
