CREATE TABLE "cohort_month_sales" (
	"cohort_month" date NOT NULL,
	"month" date NOT NULL,
	"buyers" bigint NOT NULL,
	"paid_kopecks" bigint NOT NULL,
	"refunded_kopecks" bigint NOT NULL,
	CONSTRAINT "cohort_month_sales_cohort_month_month_pk" PRIMARY KEY("cohort_month","month")
);
--> statement-breakpoint
CREATE TABLE "student_month_sales" (
	"student_id" integer NOT NULL,
	"month" date NOT NULL,
	"paid_payments" bigint NOT NULL,
	"paid_kopecks" bigint NOT NULL,
	"refunded_kopecks" bigint NOT NULL,
	CONSTRAINT "student_month_sales_student_id_month_pk" PRIMARY KEY("student_id","month")
);
--> statement-breakpoint
-- The owners' figures (issue 31): ARPU needs the students who paid in a month and LTV each student's first
-- paying month; neither adds up over days, so they get pre-aggregates of their own, kept in the same
-- transaction as every write of `payments` (docs/decisions/006, «Buyers and cohorts»). A statement trigger
-- groups the change by student and month (old rows -1, new rows +1), then in one statement adds it to
-- student_month_sales and moves each touched student's contribution in cohort_month_sales: the old state of
-- their months taken back, the new one added. A cohort is a minimum over a student's months, not a sum, so
-- the writers of one student are serialised first by a lock per student (in id order).
CREATE TYPE student_month_delta AS (
  student_id integer, month date, paid_payments bigint, paid_kopecks bigint, refunded_kopecks bigint
);
--> statement-breakpoint
CREATE FUNCTION cohort_month_sales_apply(deltas student_month_delta[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF coalesce(cardinality(deltas), 0) = 0 THEN
    RETURN;
  END IF;
  -- Serialise the writers of these students (in id order), then read with a new snapshot: what they did.
  -- A transaction's advisory locks are held till it ends and never wait on itself (a student's delete
  -- setting their payments' student to null locks them again). A bulk write (the seed: a million payments
  -- of new students) takes the table instead: its students would not fit the lock table.
  IF cardinality(deltas) > 1000 THEN
    LOCK TABLE student_month_sales IN SHARE ROW EXCLUSIVE MODE;
  ELSE
    PERFORM pg_advisory_xact_lock(2031, d.student_id)
    FROM (SELECT DISTINCT student_id FROM unnest(deltas) ORDER BY 1) AS d;
  END IF;
  WITH d AS (
    SELECT * FROM unnest(deltas)
  ), before AS (
    SELECT s.student_id, s.month, s.paid_payments, s.paid_kopecks, s.refunded_kopecks
    FROM student_month_sales s WHERE s.student_id IN (SELECT student_id FROM d)
  ), written AS (
    INSERT INTO student_month_sales AS t (student_id, month, paid_payments, paid_kopecks, refunded_kopecks)
    SELECT student_id, month, paid_payments, paid_kopecks, refunded_kopecks FROM d ORDER BY student_id, month
    ON CONFLICT (student_id, month) DO UPDATE SET
      paid_payments = t.paid_payments + excluded.paid_payments,
      paid_kopecks = t.paid_kopecks + excluded.paid_kopecks,
      refunded_kopecks = t.refunded_kopecks + excluded.refunded_kopecks
    RETURNING t.student_id, t.month, t.paid_payments, t.paid_kopecks, t.refunded_kopecks
  ), after AS (
    SELECT * FROM written
    UNION ALL
    SELECT b.* FROM before b
    WHERE NOT EXISTS (SELECT 1 FROM d WHERE d.student_id = b.student_id AND d.month = b.month)
  ), states AS (
    SELECT -1 AS sign, month, paid_payments, paid_kopecks, refunded_kopecks,
      min(month) FILTER (WHERE paid_payments > 0) OVER (PARTITION BY student_id) AS cohort_month
    FROM before
    UNION ALL
    SELECT 1, month, paid_payments, paid_kopecks, refunded_kopecks,
      min(month) FILTER (WHERE paid_payments > 0) OVER (PARTITION BY student_id)
    FROM after
  )
  INSERT INTO cohort_month_sales AS t (cohort_month, month, buyers, paid_kopecks, refunded_kopecks)
  SELECT cohort_month, month, coalesce(sum(sign) FILTER (WHERE paid_payments > 0), 0),
    sum(sign * paid_kopecks), sum(sign * refunded_kopecks)
  FROM states
  WHERE cohort_month IS NOT NULL
  GROUP BY 1, 2
  HAVING coalesce(sum(sign) FILTER (WHERE paid_payments > 0), 0) <> 0 OR sum(sign * paid_kopecks) <> 0
    OR sum(sign * refunded_kopecks) <> 0
  ORDER BY 1, 2
  ON CONFLICT (cohort_month, month) DO UPDATE SET
    buyers = t.buyers + excluded.buyers,
    paid_kopecks = t.paid_kopecks + excluded.paid_kopecks,
    refunded_kopecks = t.refunded_kopecks + excluded.refunded_kopecks;
END
$fn$;
--> statement-breakpoint
-- Each operation's grouping written out as static SQL (PL/pgSQL prepares it once per session, migration 0012).
CREATE FUNCTION student_month_sales_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  deltas student_month_delta[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(student_id, month, p, pk, rk)::student_month_delta ORDER BY student_id, month) INTO deltas
    FROM (
      SELECT student_id, date_trunc('month', created_at AT TIME ZONE 'Europe/Moscow')::date AS month,
        count(*) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')) AS p,
        coalesce(sum(amount * 100) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')), 0)::bigint AS pk,
        sum(refunded_amount * 100)::bigint AS rk
      FROM new_payments WHERE student_id IS NOT NULL
      GROUP BY 1, 2
    ) AS c
    WHERE p <> 0 OR pk <> 0 OR rk <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(student_id, month, p, pk, rk)::student_month_delta ORDER BY student_id, month) INTO deltas
    FROM (
      SELECT student_id, date_trunc('month', created_at AT TIME ZONE 'Europe/Moscow')::date AS month,
        -count(*) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')) AS p,
        -coalesce(sum(amount * 100) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')), 0)::bigint AS pk,
        -sum(refunded_amount * 100)::bigint AS rk
      FROM old_payments WHERE student_id IS NOT NULL
      GROUP BY 1, 2
    ) AS c
    WHERE p <> 0 OR pk <> 0 OR rk <> 0;
  ELSE
    SELECT array_agg(row(student_id, month, p, pk, rk)::student_month_delta ORDER BY student_id, month) INTO deltas
    FROM (
      SELECT student_id, date_trunc('month', created_at AT TIME ZONE 'Europe/Moscow')::date AS month,
        coalesce(sum(sign) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')), 0) AS p,
        coalesce(sum(sign * amount * 100) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')), 0)::bigint AS pk,
        sum(sign * refunded_amount * 100)::bigint AS rk
      FROM (
        SELECT student_id, created_at, status, amount, refunded_amount, -1 AS sign FROM old_payments
        UNION ALL
        SELECT student_id, created_at, status, amount, refunded_amount, 1 AS sign FROM new_payments
      ) AS u
      WHERE student_id IS NOT NULL
      GROUP BY 1, 2
    ) AS c
    WHERE p <> 0 OR pk <> 0 OR rk <> 0;
  END IF;
  PERFORM cohort_month_sales_apply(deltas);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payments_student_month_sales_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION student_month_sales_follow();
--> statement-breakpoint
CREATE TRIGGER payments_student_month_sales_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments
  FOR EACH STATEMENT EXECUTE FUNCTION student_month_sales_follow();
--> statement-breakpoint
CREATE TRIGGER payments_student_month_sales_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION student_month_sales_follow();
--> statement-breakpoint
-- Payments written before this migration.
INSERT INTO student_month_sales (student_id, month, paid_payments, paid_kopecks, refunded_kopecks)
SELECT student_id, date_trunc('month', created_at AT TIME ZONE 'Europe/Moscow')::date,
  count(*) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')),
  coalesce(sum(amount * 100) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')), 0)::bigint,
  sum(refunded_amount * 100)::bigint
FROM payments WHERE student_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO cohort_month_sales (cohort_month, month, buyers, paid_kopecks, refunded_kopecks)
SELECT cohort_month, month, count(*) FILTER (WHERE paid_payments > 0), sum(paid_kopecks), sum(refunded_kopecks)
FROM (
  SELECT month, paid_payments, paid_kopecks, refunded_kopecks,
    min(month) FILTER (WHERE paid_payments > 0) OVER (PARTITION BY student_id) AS cohort_month
  FROM student_month_sales
) AS s
WHERE cohort_month IS NOT NULL
GROUP BY 1, 2;
