-- The kanban's counts (application_day_counts: queue × Moscow day of created_at × status × assignee, 0 for
-- nobody) kept by statement triggers with transition tables, in the same transaction as every insert, update
-- and delete of applications — a bulk insert is one grouped upsert (as payment_day_totals, 0011/0012).
CREATE OR REPLACE FUNCTION application_day_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_day_counts AS t (kind, day, status, assignee_staff_id, applications)
    SELECT kind, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, coalesce(assignee_staff_id, 0), count(*)
    FROM new_applications
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, day, status, assignee_staff_id) DO UPDATE SET applications = t.applications + excluded.applications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_day_counts AS t (kind, day, status, assignee_staff_id, applications)
    SELECT kind, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, coalesce(assignee_staff_id, 0), -count(*)
    FROM old_applications
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, day, status, assignee_staff_id) DO UPDATE SET applications = t.applications + excluded.applications;
  ELSE
    INSERT INTO application_day_counts AS t (kind, day, status, assignee_staff_id, applications)
    SELECT kind, day, status, assignee, sum(sign)
    FROM (
      SELECT kind, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, coalesce(assignee_staff_id, 0) AS assignee, -1 AS sign FROM old_applications
      UNION ALL
      SELECT kind, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, coalesce(assignee_staff_id, 0), 1 FROM new_applications
    ) AS c
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, day, status, assignee_staff_id) DO UPDATE SET applications = t.applications + excluded.applications;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER applications_day_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_applications FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_follow();
--> statement-breakpoint
CREATE TRIGGER applications_day_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_applications NEW TABLE AS new_applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_follow();
--> statement-breakpoint
CREATE TRIGGER applications_day_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_applications FOR EACH STATEMENT EXECUTE FUNCTION application_day_counts_follow();
--> statement-breakpoint
-- The response target's one row (the defaults: 2 working hours, Mon–Fri 10:00–19:00 Moscow).
INSERT INTO application_settings (id) VALUES (1) ON CONFLICT DO NOTHING;
