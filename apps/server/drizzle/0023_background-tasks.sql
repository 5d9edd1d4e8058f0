CREATE TABLE "background_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"staff_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"file_key" text,
	"file_name" text,
	"file_size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_tasks_status_check" CHECK (status in ('queued', 'running', 'done', 'failed', 'expired')),
	CONSTRAINT "background_tasks_kind_check" CHECK ("background_tasks"."kind" in ('export', 'bulk'))
);
--> statement-breakpoint
ALTER TABLE "background_tasks" ADD CONSTRAINT "background_tasks_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_tasks_staff_idx" ON "background_tasks" USING btree ("staff_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "background_tasks_files_idx" ON "background_tasks" USING btree ("finished_at") WHERE "background_tasks"."file_key" is not null;