CREATE TABLE "application_status_counts" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"service_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"applications" bigint NOT NULL,
	CONSTRAINT "application_status_counts_kind_status_service_id_course_id_pk" PRIMARY KEY("kind","status","service_id","course_id")
);--> statement-breakpoint
-- «Главная»'s waiting counts without the day (application_status_counts: queue × status × service × course,
-- 0 for none): the statement triggers of 0015/0017 now keep three count tables, each in key order, in the same
-- transaction as every insert, update and delete of applications.
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
    INSERT INTO application_status_counts AS t (kind, status, service_id, course_id, applications)
    SELECT kind, status, coalesce(service_id, 0), coalesce(course_id, 0), count(*)
    FROM new_applications
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, status, service_id, course_id) DO UPDATE SET applications = t.applications + excluded.applications;
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
    INSERT INTO application_status_counts AS t (kind, status, service_id, course_id, applications)
    SELECT kind, status, coalesce(service_id, 0), coalesce(course_id, 0), -count(*)
    FROM old_applications
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, status, service_id, course_id) DO UPDATE SET applications = t.applications + excluded.applications;
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
    INSERT INTO application_status_counts AS t (kind, status, service_id, course_id, applications)
    SELECT kind, status, service, course, sum(sign)
    FROM (
      SELECT kind, status, coalesce(service_id, 0) AS service, coalesce(course_id, 0) AS course, -1 AS sign FROM old_applications
      UNION ALL
      SELECT kind, status, coalesce(service_id, 0), coalesce(course_id, 0), 1 FROM new_applications
    ) AS c
    GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (kind, status, service_id, course_id) DO UPDATE SET applications = t.applications + excluded.applications;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
INSERT INTO application_status_counts (kind, status, service_id, course_id, applications)
SELECT kind, status, coalesce(service_id, 0), coalesce(course_id, 0), count(*) FROM applications GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A curator's or speaker's overdue applications as an index-only scan over the waiting ones: the owner condition
-- reads service_id and course_id from the index (hand-written: drizzle-kit cannot express INCLUDE).
CREATE INDEX "applications_waiting_due_owner_idx" ON "applications" USING btree ("kind", "response_due_at")
  INCLUDE ("service_id", "course_id") WHERE "first_response_at" IS NULL;
--> statement-breakpoint
-- A curator's or speaker's sales of a period (their authored courses' payments, «Главная» and
-- /api/admins/{id}/sales totals) summed by an index-only scan: the course index carries what the totals read.
DROP INDEX IF EXISTS "payments_course_created_idx";
--> statement-breakpoint
CREATE INDEX "payments_course_created_idx" ON "payments" USING btree ("course_id", "created_at", "id")
  INCLUDE ("status", "amount", "refunded_amount", "fee");
