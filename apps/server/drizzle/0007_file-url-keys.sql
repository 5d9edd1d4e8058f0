-- A file's public URL carries a random 128-bit key instead of its sequential id, so stored files cannot be
-- walked. New rows get 128 random bits from the server (files.table.ts); rows already there get the 122
-- random bits of gen_random_uuid() (built in since PostgreSQL 13, and in PGlite), so old URLs stop working.
ALTER TABLE "files" ADD COLUMN "url_key" text;--> statement-breakpoint
UPDATE "files" SET "url_key" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "url_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_url_key_unique" UNIQUE("url_key");
