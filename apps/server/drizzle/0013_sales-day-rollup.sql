CREATE TABLE "payment_day_sales" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"is_repeat" boolean NOT NULL,
	"paid_payments" bigint NOT NULL,
	"paid_amount" numeric(16, 2) NOT NULL,
	"refunded_payments" bigint NOT NULL,
	"refunded_amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "payment_day_sales_day_provider_is_repeat_pk" PRIMARY KEY("day","provider","is_repeat")
);
--> statement-breakpoint
-- The statistics' roll-up, kept from payment_day_totals by a row trigger: each changed day-totals row adds
-- its new figures and takes back its old ones, so the roll-up follows the payments in the same transaction
-- (the payments' statement trigger writes day totals; this fires for each of those few rows).
CREATE FUNCTION payment_day_sales_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO payment_day_sales AS t
      (day, provider, is_repeat, paid_payments, paid_amount, refunded_payments, refunded_amount)
    VALUES (OLD.day, OLD.provider, OLD.status LIKE 'repeat\_%',
      CASE WHEN OLD.status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded') THEN -OLD.payments ELSE 0 END,
      CASE WHEN OLD.status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded') THEN -OLD.amount ELSE 0 END,
      -OLD.refunded_payments, -OLD.refunded_amount)
    ON CONFLICT (day, provider, is_repeat) DO UPDATE SET
      paid_payments = t.paid_payments + excluded.paid_payments,
      paid_amount = t.paid_amount + excluded.paid_amount,
      refunded_payments = t.refunded_payments + excluded.refunded_payments,
      refunded_amount = t.refunded_amount + excluded.refunded_amount;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_day_sales AS t
      (day, provider, is_repeat, paid_payments, paid_amount, refunded_payments, refunded_amount)
    VALUES (NEW.day, NEW.provider, NEW.status LIKE 'repeat\_%',
      CASE WHEN NEW.status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded') THEN NEW.payments ELSE 0 END,
      CASE WHEN NEW.status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded') THEN NEW.amount ELSE 0 END,
      NEW.refunded_payments, NEW.refunded_amount)
    ON CONFLICT (day, provider, is_repeat) DO UPDATE SET
      paid_payments = t.paid_payments + excluded.paid_payments,
      paid_amount = t.paid_amount + excluded.paid_amount,
      refunded_payments = t.refunded_payments + excluded.refunded_payments,
      refunded_amount = t.refunded_amount + excluded.refunded_amount;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payment_day_totals_sales AFTER INSERT OR UPDATE OR DELETE ON payment_day_totals
  FOR EACH ROW EXECUTE FUNCTION payment_day_sales_follow();
--> statement-breakpoint
-- Days written before this migration.
INSERT INTO payment_day_sales (day, provider, is_repeat, paid_payments, paid_amount, refunded_payments, refunded_amount)
SELECT day, provider, status LIKE 'repeat\_%',
  coalesce(sum(payments) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')), 0),
  coalesce(sum(amount) FILTER (WHERE status IN ('confirmed', 'refunded', 'repeat_confirmed', 'repeat_refunded')), 0),
  sum(refunded_payments), sum(refunded_amount)
FROM payment_day_totals GROUP BY 1, 2, 3;
