-- The statistics' answer cache is keyed by the count and the sum of the versions of a range's roll-up rows:
-- every insert takes the next value (the column's default), every update that changes a figure another one
-- (the trigger below). A sequence, not a version row, so concurrent payments never wait on each other for it.
CREATE SEQUENCE IF NOT EXISTS "statistics_version_seq";
--> statement-breakpoint
ALTER TABLE "payment_day_sales" ADD COLUMN "version" bigint DEFAULT nextval('statistics_version_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "student_day_signups" ADD COLUMN "version" bigint DEFAULT nextval('statistics_version_seq') NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_version_bump() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.version := nextval('statistics_version_seq');
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER payment_day_sales_version BEFORE UPDATE ON "payment_day_sales"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION statistics_version_bump();
--> statement-breakpoint
CREATE TRIGGER student_day_signups_version BEFORE UPDATE ON "student_day_signups"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION statistics_version_bump();
