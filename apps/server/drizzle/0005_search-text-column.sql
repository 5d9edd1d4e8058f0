-- The searched text becomes a stored column: a search no longer recomputes lower(… || …) for every row it
-- walks or rechecks (1.5× faster search pages, docs/performance.md). It keeps migration 0004's 1,000-entry
-- statistics so a common surname is estimated right, and is analysed at once so plans need not wait for
-- autovacuum.
DROP INDEX "students_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(phone, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "students_search_text_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "students";
