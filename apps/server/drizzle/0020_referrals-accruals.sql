CREATE TABLE "earnings_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"min_withdrawal" numeric(12, 2) DEFAULT '3000' NOT NULL,
	"updated_by_staff_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_settings_single_check" CHECK ("earnings_settings"."id" = 1),
	CONSTRAINT "earnings_settings_min_check" CHECK ("earnings_settings"."min_withdrawal" > 0)
);
--> statement-breakpoint
ALTER TABLE "balance_entries" DROP CONSTRAINT "balance_entries_bucket_check";--> statement-breakpoint
ALTER TABLE "balances" ADD COLUMN "debt" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD COLUMN "beneficiary" text DEFAULT 'author' NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "earnings_settings" ADD CONSTRAINT "earnings_settings_updated_by_staff_id_staff_id_fk" FOREIGN KEY ("updated_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: before the key, a referral id that names no referral (demo data of earlier versions) is cleared.
UPDATE "payments" SET "referral_id" = NULL
  WHERE "referral_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "referrals" r WHERE r."id" = "payments"."referral_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_key" ON "commission_rules" USING btree ("beneficiary","scope","payment",coalesce("course_id", 0));--> statement-breakpoint
CREATE INDEX "referrals_created_idx" ON "referrals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "referrals_code_idx" ON "referrals" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_referral_code_key" ON "staff" USING btree ("referral_code");--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_bucket_check" CHECK ("balance_entries"."bucket" in ('available', 'held', 'debt'));--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_debt_check" CHECK ("balances"."debt" <= 0);--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_beneficiary_check" CHECK ("commission_rules"."beneficiary" in ('author', 'referrer'));--> statement-breakpoint
-- Hand-written. The running totals follow a third bucket: `debt` (≤ 0), what a refund clawed back beyond the
-- available money of a commission already paid out; the ledger service settles it from the next money that
-- becomes available. The rest is as in 0019.
CREATE OR REPLACE FUNCTION balance_entries_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  to_available numeric(12, 2) := CASE WHEN NEW.bucket = 'available' THEN NEW.amount ELSE 0 END;
  to_held numeric(12, 2) := CASE WHEN NEW.bucket = 'held' THEN NEW.amount ELSE 0 END;
  to_debt numeric(12, 2) := CASE WHEN NEW.bucket = 'debt' THEN NEW.amount ELSE 0 END;
BEGIN
  LOOP
    IF NEW.staff_id IS NOT NULL THEN
      UPDATE balances SET available = available + to_available, held = held + to_held, debt = debt + to_debt,
        updated_at = now()
        WHERE staff_id = NEW.staff_id;
    ELSE
      UPDATE balances SET available = available + to_available, held = held + to_held, debt = debt + to_debt,
        updated_at = now()
        WHERE student_id = NEW.student_id;
    END IF;
    IF FOUND THEN RETURN NULL; END IF;
    BEGIN
      INSERT INTO balances (staff_id, student_id, available, held, debt)
        VALUES (NEW.staff_id, NEW.student_id, to_available, to_held, to_debt);
      RETURN NULL;
    EXCEPTION WHEN unique_violation THEN
      -- Another transaction created the owner's row first: add to it.
    END;
  END LOOP;
END
$fn$;
--> statement-breakpoint
INSERT INTO "earnings_settings" ("id", "min_withdrawal") VALUES (1, 3000) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The default rules (for every course: course_id null); /settings-earnings changes them.
INSERT INTO "commission_rules" ("beneficiary", "scope", "payment", "percent", "hold_days") VALUES
  ('author', 'course', 'first', 40, 14),
  ('author', 'course', 'repeat', 40, 14),
  ('referrer', 'course', 'first', 10, 14),
  ('referrer', 'course', 'repeat', 5, 14),
  ('referrer', 'subscription', 'first', 10, 14),
  ('referrer', 'subscription', 'repeat', 5, 14)
ON CONFLICT DO NOTHING;
