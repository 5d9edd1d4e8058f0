CREATE TABLE "course_accesses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_accesses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"source" text NOT NULL,
	"payment_id" integer,
	"granted_by_staff_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_accesses_source_check" CHECK ("course_accesses"."source" in ('payment', 'manual', 'subscription'))
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"gender" text,
	"birth_date" date,
	"avatar_file_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_viewed" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"referral_code" text,
	"last_seen_at" timestamp with time zone,
	"subscription_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_status_check" CHECK ("students"."status" in (0, 1)),
	CONSTRAINT "students_gender_check" CHECK ("students"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"granted_by_staff_id" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'notActive', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "course_accesses" ADD CONSTRAINT "course_accesses_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_accesses" ADD CONSTRAINT "course_accesses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_accesses" ADD CONSTRAINT "course_accesses_granted_by_staff_id_staff_id_fk" FOREIGN KEY ("granted_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_accesses" ADD CONSTRAINT "course_accesses_revoked_by_staff_id_staff_id_fk" FOREIGN KEY ("revoked_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_granted_by_staff_id_staff_id_fk" FOREIGN KEY ("granted_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_accesses_live_key" ON "course_accesses" USING btree ("student_id","course_id") WHERE "course_accesses"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "course_accesses_course_idx" ON "course_accesses" USING btree ("course_id","student_id") WHERE "course_accesses"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "students_email_lower_key" ON "students" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "students_referral_code_key" ON "students" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_created_at_idx" ON "students" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "students_last_name_idx" ON "students" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "students_blocked_created_idx" ON "students" USING btree ("created_at","id") WHERE "students"."status" = 0;--> statement-breakpoint
CREATE INDEX "students_subscribed_created_idx" ON "students" USING btree ("created_at","id") WHERE "students"."subscription_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_student_idx" ON "subscriptions" USING btree ("student_id","current_period_end");