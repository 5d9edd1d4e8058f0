CREATE TABLE "application_day_status_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"applications" bigint NOT NULL,
	CONSTRAINT "application_day_status_counts_kind_day_status_pk" PRIMARY KEY("kind","day","status")
);
--> statement-breakpoint
ALTER TABLE "application_day_counts" DROP CONSTRAINT "application_day_counts_kind_day_status_assignee_staff_id_pk";--> statement-breakpoint
ALTER TABLE "application_day_counts" ADD CONSTRAINT "application_day_counts_kind_assignee_staff_id_day_status_pk" PRIMARY KEY("kind","assignee_staff_id","day","status");--> statement-breakpoint
-- The statement triggers of 0015 now keep both count tables: per assignee (application_day_counts) and
-- without it (application_day_status_counts), each in key order.
CREATE OR REPLACE FUNCTION application_day_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_day_counts AS t (kind, assignee_staff_id, day, status, applications)
    SELECT kind, coalesce(assignee_staff_id, 0), (created_at AT TIME ZONE 'Europe/Moscow')::date, status, count(*)
    FROM new_applications
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, assignee_staff_id, day, status) DO UPDATE SET applications = t.applications + excluded.applications;
    INSERT INTO application_day_status_counts AS t (kind, day, status, applications)
    SELECT kind, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, count(*)
    FROM new_applications
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (kind, day, status) DO UPDATE SET applications = t.applications + excluded.applications;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_day_counts AS t (kind, assignee_staff_id, day, status, applications)
    SELECT kind, coalesce(assignee_staff_id, 0), (created_at AT TIME ZONE 'Europe/Moscow')::date, status, -count(*)
    FROM old_applications
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, assignee_staff_id, day, status) DO UPDATE SET applications = t.applications + excluded.applications;
    INSERT INTO application_day_status_counts AS t (kind, day, status, applications)
    SELECT kind, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, -count(*)
    FROM old_applications
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (kind, day, status) DO UPDATE SET applications = t.applications + excluded.applications;
  ELSE
    INSERT INTO application_day_counts AS t (kind, assignee_staff_id, day, status, applications)
    SELECT kind, assignee, day, status, sum(sign)
    FROM (
      SELECT kind, coalesce(assignee_staff_id, 0) AS assignee, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, -1 AS sign FROM old_applications
      UNION ALL
      SELECT kind, coalesce(assignee_staff_id, 0), (created_at AT TIME ZONE 'Europe/Moscow')::date, status, 1 FROM new_applications
    ) AS c
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, assignee_staff_id, day, status) DO UPDATE SET applications = t.applications + excluded.applications;
    INSERT INTO application_day_status_counts AS t (kind, day, status, applications)
    SELECT kind, day, status, sum(sign)
    FROM (
      SELECT kind, (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, status, -1 AS sign FROM old_applications
      UNION ALL
      SELECT kind, (created_at AT TIME ZONE 'Europe/Moscow')::date, status, 1 FROM new_applications
    ) AS c
    GROUP BY 1, 2, 3 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (kind, day, status) DO UPDATE SET applications = t.applications + excluded.applications;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
INSERT INTO application_day_status_counts (kind, day, status, applications)
SELECT kind, day, status, sum(applications) FROM application_day_counts GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Overdue counts of a queue, a period or an assignee as index-only scans over the applications still waiting
-- (hand-written: drizzle-kit cannot express INCLUDE).
CREATE INDEX "applications_waiting_created_idx" ON "applications" USING btree ("kind", "created_at")
  INCLUDE ("response_due_at", "assignee_staff_id") WHERE "first_response_at" IS NULL;
