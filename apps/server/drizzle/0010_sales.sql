CREATE TABLE "cancel_reasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancel_reasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_onboarding" (
	"student_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_onboarding_student_id_step_id_pk" PRIMARY KEY("student_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "payment_day_totals" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"has_referral" boolean NOT NULL,
	"payments" bigint NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"refunded_amount" numeric(16, 2) NOT NULL,
	"fee" numeric(16, 2) NOT NULL,
	"refunded_payments" integer NOT NULL,
	CONSTRAINT "payment_day_totals_day_provider_status_has_referral_pk" PRIMARY KEY("day","provider","status","has_referral")
);
--> statement-breakpoint
CREATE TABLE "student_day_signups" (
	"day" date PRIMARY KEY NOT NULL,
	"students" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_month_spans" (
	"start_month" date NOT NULL,
	"end_month" date NOT NULL,
	"subscriptions" bigint NOT NULL,
	"monthly_amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "subscription_month_spans_start_month_end_month_pk" PRIMARY KEY("start_month","end_month")
);
--> statement-breakpoint
CREATE TABLE "payment_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_status_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"refund_amount" numeric(12, 2),
	"staff_id" integer,
	"provider_event" text,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer,
	"product" text NOT NULL,
	"course_id" integer,
	"subscription_id" integer,
	"title" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"referral_id" integer,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount"),
	CONSTRAINT "payments_fee_check" CHECK ("payments"."fee" >= 0),
	CONSTRAINT "payments_product_check" CHECK ("payments"."product" in ('course', 'subscription')),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('tinkoff', 'yookassa', 'sbp', 'pay-selection', 'credit')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('new', 'confirmed', 'rejected', 'refunded', 'repeat_new', 'repeat_confirmed', 'repeat_rejected', 'repeat_refunded'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text,
	"staff_id" integer,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_reason_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_months" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_onboarding" ADD CONSTRAINT "student_onboarding_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_onboarding" ADD CONSTRAINT "student_onboarding_step_id_onboarding_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."onboarding_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_changes" ADD CONSTRAINT "payment_status_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_changes" ADD CONSTRAINT "payment_status_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_onboarding_step_idx" ON "student_onboarding" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "payment_status_changes_payment_idx" ON "payment_status_changes" USING btree ("payment_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_key" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_amount_idx" ON "payments" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_course_created_idx" ON "payments" USING btree ("course_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_student_created_idx" ON "payments" USING btree ("student_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "course_accesses" ADD CONSTRAINT "course_accesses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cancel_reason_id_cancel_reasons_id_fk" FOREIGN KEY ("cancel_reason_id") REFERENCES "public"."cancel_reasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_cancel_reason_idx" ON "subscriptions" USING btree ("cancel_reason_id","cancelled_at");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."period_months" in (1, 3, 6, 12));