CREATE TABLE "trash_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trash_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"rows" jsonb NOT NULL,
	"deleted_by_id" integer,
	"deleted_by_name" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "trash_items_entity_key" ON "trash_items" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "trash_items_deleted_at_idx" ON "trash_items" USING btree ("deleted_at","id");