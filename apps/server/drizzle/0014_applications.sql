CREATE TABLE "application_day_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"assignee_staff_id" integer NOT NULL,
	"applications" bigint NOT NULL,
	CONSTRAINT "application_day_counts_kind_day_status_assignee_staff_id_pk" PRIMARY KEY("kind","day","status","assignee_staff_id")
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"assignee_staff_id" integer,
	"staff_id" integer,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_type_check" CHECK ("application_events"."type" in ('created', 'status', 'assignee', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "application_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"response_target_minutes" integer DEFAULT 120 NOT NULL,
	"workday_start_minute" integer DEFAULT 600 NOT NULL,
	"workday_end_minute" integer DEFAULT 1140 NOT NULL,
	"work_days" integer[] DEFAULT '{1,2,3,4,5}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_settings_single_check" CHECK ("application_settings"."id" = 1),
	CONSTRAINT "application_settings_workday_check" CHECK ("application_settings"."workday_start_minute" >= 0 and "application_settings"."workday_start_minute" < "application_settings"."workday_end_minute" and "application_settings"."workday_end_minute" <= 1440),
	CONSTRAINT "application_settings_target_check" CHECK ("application_settings"."response_target_minutes" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"student_id" integer,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"service_id" integer,
	"course_id" integer,
	"target_title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"assignee_staff_id" integer,
	"comment" text,
	"source" text DEFAULT 'admin' NOT NULL,
	"intake_key" text,
	"first_response_at" timestamp with time zone,
	"response_due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || target_title)) STORED NOT NULL,
	CONSTRAINT "applications_kind_check" CHECK ("applications"."kind" in ('service', 'training', 'marketplace')),
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('new', 'inProgress', 'rejection', 'paid')),
	CONSTRAINT "applications_source_check" CHECK ("applications"."source" in ('admin', 'site')),
	CONSTRAINT "applications_target_check" CHECK (("applications"."kind" <> 'service' or "applications"."service_id" is not null) and ("applications"."kind" <> 'training' or "applications"."service_id" is null)),
	CONSTRAINT "applications_contact_check" CHECK ("applications"."email" is not null or "applications"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"cover_file_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_check" CHECK ("services"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_assignee_staff_id_staff_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assignee_staff_id_staff_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_intake_key" ON "applications" USING btree ("intake_key");--> statement-breakpoint
CREATE INDEX "applications_kind_created_idx" ON "applications" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_kind_status_created_idx" ON "applications" USING btree ("kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_kind_assignee_created_idx" ON "applications" USING btree ("kind","assignee_staff_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_search_text_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_waiting_due_idx" ON "applications" USING btree ("kind","response_due_at") WHERE "applications"."first_response_at" is null;--> statement-breakpoint
CREATE INDEX "applications_service_idx" ON "applications" USING btree ("service_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_course_idx" ON "applications" USING btree ("course_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_student_idx" ON "applications" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "applications_updated_at_idx" ON "applications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "services_staff_idx" ON "services" USING btree ("staff_id","id");