-- «Журнал действий» stays append-only with one exception (issue 32, item 4): a purge from «Корзина» masks the
-- personal fields of the purged record in the events about it (personal-data law). Such an UPDATE runs only in a
-- transaction that says so (`set_config('school.audit_masking', 'on', true)`), and changes nothing but `changes`.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('school.audit_masking', true) = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION audit_events_mask_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF (NEW.id, NEW.staff_id, NEW.actor_name, NEW.action, NEW.entity, NEW.entity_id, NEW.at)
     IS DISTINCT FROM (OLD.id, OLD.staff_id, OLD.actor_name, OLD.action, OLD.entity, OLD.entity_id, OLD.at) THEN
    RAISE EXCEPTION 'audit_events: a masking changes only the fields of an event' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER audit_events_mask_only BEFORE UPDATE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_mask_only();
