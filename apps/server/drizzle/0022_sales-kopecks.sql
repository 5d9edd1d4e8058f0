ALTER TABLE "payment_day_sales" ADD COLUMN "paid_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_day_sales" ADD COLUMN "refunded_kopecks" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The statistics sum kopecks as bigint (PostgreSQL adds int8 in 128-bit integers) instead of numeric: three
-- years by day over the roll-up took a third of the time (explain analyze, alternating, 5M payments).
UPDATE "payment_day_sales" SET "paid_kopecks" = ("paid_amount" * 100)::bigint, "refunded_kopecks" = ("refunded_amount" * 100)::bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_day_sales_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO payment_day_sales AS t
      (day, provider, is_repeat, paid_payments, paid_kopecks, refunded_payments, refunded_kopecks)
    VALUES (OLD.day, OLD.provider, OLD.status LIKE 'repeat\_%',
      CASE WHEN OLD.status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded') THEN -OLD.payments ELSE 0 END,
      CASE WHEN OLD.status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded') THEN -(OLD.amount * 100)::bigint ELSE 0 END,
      -OLD.refunded_payments, -(OLD.refunded_amount * 100)::bigint)
    ON CONFLICT (day, provider, is_repeat) DO UPDATE SET
      paid_payments = t.paid_payments + excluded.paid_payments,
      paid_kopecks = t.paid_kopecks + excluded.paid_kopecks,
      refunded_payments = t.refunded_payments + excluded.refunded_payments,
      refunded_kopecks = t.refunded_kopecks + excluded.refunded_kopecks;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_day_sales AS t
      (day, provider, is_repeat, paid_payments, paid_kopecks, refunded_payments, refunded_kopecks)
    VALUES (NEW.day, NEW.provider, NEW.status LIKE 'repeat\_%',
      CASE WHEN NEW.status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded') THEN NEW.payments ELSE 0 END,
      CASE WHEN NEW.status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded') THEN (NEW.amount * 100)::bigint ELSE 0 END,
      NEW.refunded_payments, (NEW.refunded_amount * 100)::bigint)
    ON CONFLICT (day, provider, is_repeat) DO UPDATE SET
      paid_payments = t.paid_payments + excluded.paid_payments,
      paid_kopecks = t.paid_kopecks + excluded.paid_kopecks,
      refunded_payments = t.refunded_payments + excluded.refunded_payments,
      refunded_kopecks = t.refunded_kopecks + excluded.refunded_kopecks;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
ALTER TABLE "payment_day_sales" DROP COLUMN "paid_amount";--> statement-breakpoint
ALTER TABLE "payment_day_sales" DROP COLUMN "refunded_amount";
