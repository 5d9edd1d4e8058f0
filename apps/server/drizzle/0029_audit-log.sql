ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_staff_id_staff_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "actor_name" text;--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_entity_at_idx" ON "audit_events" USING btree ("entity","at");--> statement-breakpoint
-- The actor's name as it is now for the events written before this migration (a deleted member's stays null).
UPDATE "audit_events" e SET "actor_name" = s."last_name" || ' ' || s."first_name" FROM "staff" s WHERE s."id" = e."staff_id";
--> statement-breakpoint
-- «Журнал действий» is append-only, as the ledger: no statement changes or removes an event.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
