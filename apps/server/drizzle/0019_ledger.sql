CREATE TABLE "balance_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer,
	"staff_id" integer,
	"kind" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_id" integer,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_entries_owner_check" CHECK (("balance_entries"."student_id" is null) <> ("balance_entries"."staff_id" is null)),
	CONSTRAINT "balance_entries_kind_check" CHECK ("balance_entries"."kind" in ('accrual', 'release', 'withdrawal', 'reversal')),
	CONSTRAINT "balance_entries_bucket_check" CHECK ("balance_entries"."bucket" in ('available', 'held')),
	CONSTRAINT "balance_entries_amount_check" CHECK ("balance_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer,
	"staff_id" integer,
	"available" numeric(12, 2) DEFAULT '0' NOT NULL,
	"held" numeric(12, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_owner_check" CHECK (("balances"."student_id" is null) <> ("balances"."staff_id" is null)),
	CONSTRAINT "balances_available_check" CHECK ("balances"."available" >= 0),
	CONSTRAINT "balances_held_check" CHECK ("balances"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer,
	"staff_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"requisites" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"processed_by_staff_id" integer,
	"processed_at" timestamp with time zone,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_owner_check" CHECK (("withdrawals"."student_id" is null) <> ("withdrawals"."staff_id" is null)),
	CONSTRAINT "withdrawals_amount_check" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('requested', 'paid', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "commission_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commission_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"course_id" integer,
	"payment" text NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"hold_days" integer DEFAULT 14 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_scope_check" CHECK ("commission_rules"."scope" in ('course', 'subscription')),
	CONSTRAINT "commission_rules_payment_check" CHECK ("commission_rules"."payment" in ('first', 'repeat')),
	CONSTRAINT "commission_rules_percent_check" CHECK ("commission_rules"."percent" >= 0 and "commission_rules"."percent" <= 100),
	CONSTRAINT "commission_rules_hold_check" CHECK ("commission_rules"."hold_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_student_id" integer,
	"referrer_staff_id" integer,
	"referred_student_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referrer_check" CHECK (("referrals"."referrer_student_id" is null) <> ("referrals"."referrer_staff_id" is null))
);
--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_entries" ADD CONSTRAINT "balance_entries_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processed_by_staff_id_staff_id_fk" FOREIGN KEY ("processed_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_student_id_students_id_fk" FOREIGN KEY ("referred_student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_entries_staff_idx" ON "balance_entries" USING btree ("staff_id","created_at","id");--> statement-breakpoint
CREATE INDEX "balance_entries_student_idx" ON "balance_entries" USING btree ("student_id","created_at","id");--> statement-breakpoint
CREATE INDEX "balance_entries_created_idx" ON "balance_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "balance_entries_withdrawal_idx" ON "balance_entries" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "balance_entries_payment_idx" ON "balance_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balances_staff_key" ON "balances" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "balances_student_key" ON "balances" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_staff_key" ON "withdrawals" USING btree ("staff_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_student_key" ON "withdrawals" USING btree ("student_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_key" ON "referrals" USING btree ("referred_student_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_student_idx" ON "referrals" USING btree ("referrer_student_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_staff_idx" ON "referrals" USING btree ("referrer_staff_id","created_at");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers). The ledger is append-only: the database itself refuses
-- UPDATE and DELETE of an entry, whoever asks. Every inserted entry adds its amount to its owner's running
-- total in the same statement, so `balances` always equals the sum of the entries; the CHECKs on `balances`
-- then refuse an entry that would take a bucket below zero, and the whole statement fails with them.
CREATE FUNCTION balance_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'balance_entries is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER balance_entries_append_only BEFORE UPDATE OR DELETE ON balance_entries
  FOR EACH ROW EXECUTE FUNCTION balance_entries_refuse_change();
--> statement-breakpoint
CREATE FUNCTION balance_entries_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  to_available numeric(12, 2) := CASE WHEN NEW.bucket = 'available' THEN NEW.amount ELSE 0 END;
  to_held numeric(12, 2) := CASE WHEN NEW.bucket = 'held' THEN NEW.amount ELSE 0 END;
BEGIN
  -- UPDATE first, not INSERT … ON CONFLICT: PostgreSQL checks the CHECKs of the proposed row before it finds
  -- the conflict, so a negative amount would fail against zeros instead of the owner's real totals.
  LOOP
    IF NEW.staff_id IS NOT NULL THEN
      UPDATE balances SET available = available + to_available, held = held + to_held, updated_at = now()
        WHERE staff_id = NEW.staff_id;
    ELSE
      UPDATE balances SET available = available + to_available, held = held + to_held, updated_at = now()
        WHERE student_id = NEW.student_id;
    END IF;
    IF FOUND THEN RETURN NULL; END IF;
    BEGIN
      INSERT INTO balances (staff_id, student_id, available, held)
        VALUES (NEW.staff_id, NEW.student_id, to_available, to_held);
      RETURN NULL;
    EXCEPTION WHEN unique_violation THEN
      -- Another transaction created the owner's row first: add to it.
    END;
  END LOOP;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER balance_entries_balances AFTER INSERT ON balance_entries
  FOR EACH ROW EXECUTE FUNCTION balance_entries_follow();
--> statement-breakpoint
-- The running totals change only through the ledger's trigger above (depth 2), never by a statement of their own.
CREATE FUNCTION balances_refuse_direct() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'balances follow balance_entries: direct % refused', TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER balances_direct_write BEFORE INSERT OR UPDATE OR DELETE ON balances
  FOR EACH ROW EXECUTE FUNCTION balances_refuse_direct();
