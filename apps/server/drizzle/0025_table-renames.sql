-- Four tables take their domain's name (docs/glossary.md): modules → course_modules, site_blocks →
-- site_content_blocks, earnings_settings → balance_settings, background_tasks → tasks. Renamed in place, rows
-- kept, and with them what carries the table's name: the identity sequences, the primary keys, the foreign
-- keys (lessons' to course_modules too), the check constraints and the indexes, so the database and
-- drizzle-kit's snapshot name the same objects.
ALTER TABLE "modules" RENAME TO "course_modules";--> statement-breakpoint
ALTER SEQUENCE "modules_id_seq" RENAME TO "course_modules_id_seq";--> statement-breakpoint
ALTER TABLE "course_modules" RENAME CONSTRAINT "modules_pkey" TO "course_modules_pkey";--> statement-breakpoint
ALTER TABLE "course_modules" RENAME CONSTRAINT "modules_course_id_courses_id_fk" TO "course_modules_course_id_courses_id_fk";--> statement-breakpoint
ALTER INDEX "modules_course_idx" RENAME TO "course_modules_course_idx";--> statement-breakpoint
ALTER TABLE "lessons" RENAME CONSTRAINT "lessons_module_id_modules_id_fk" TO "lessons_module_id_course_modules_id_fk";--> statement-breakpoint
ALTER TABLE "site_blocks" RENAME TO "site_content_blocks";--> statement-breakpoint
ALTER TABLE "site_content_blocks" RENAME CONSTRAINT "site_blocks_section_key_pk" TO "site_content_blocks_section_key_pk";--> statement-breakpoint
ALTER TABLE "site_content_blocks" RENAME CONSTRAINT "site_blocks_updated_by_staff_id_fk" TO "site_content_blocks_updated_by_staff_id_fk";--> statement-breakpoint
ALTER TABLE "site_content_blocks" RENAME CONSTRAINT "site_blocks_section_check" TO "site_content_blocks_section_check";--> statement-breakpoint
ALTER TABLE "earnings_settings" RENAME TO "balance_settings";--> statement-breakpoint
ALTER TABLE "balance_settings" RENAME CONSTRAINT "earnings_settings_pkey" TO "balance_settings_pkey";--> statement-breakpoint
ALTER TABLE "balance_settings" RENAME CONSTRAINT "earnings_settings_updated_by_staff_id_staff_id_fk" TO "balance_settings_updated_by_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "balance_settings" RENAME CONSTRAINT "earnings_settings_single_check" TO "balance_settings_single_check";--> statement-breakpoint
ALTER TABLE "balance_settings" RENAME CONSTRAINT "earnings_settings_min_check" TO "balance_settings_min_check";--> statement-breakpoint
ALTER TABLE "background_tasks" RENAME TO "tasks";--> statement-breakpoint
ALTER SEQUENCE "background_tasks_id_seq" RENAME TO "tasks_id_seq";--> statement-breakpoint
ALTER TABLE "tasks" RENAME CONSTRAINT "background_tasks_pkey" TO "tasks_pkey";--> statement-breakpoint
ALTER TABLE "tasks" RENAME CONSTRAINT "background_tasks_staff_id_staff_id_fk" TO "tasks_staff_id_staff_id_fk";--> statement-breakpoint
ALTER TABLE "tasks" RENAME CONSTRAINT "background_tasks_status_check" TO "tasks_status_check";--> statement-breakpoint
ALTER TABLE "tasks" RENAME CONSTRAINT "background_tasks_kind_check" TO "tasks_kind_check";--> statement-breakpoint
ALTER INDEX "background_tasks_staff_idx" RENAME TO "tasks_staff_idx";--> statement-breakpoint
ALTER INDEX "background_tasks_files_idx" RENAME TO "tasks_files_idx";--> statement-breakpoint
-- PostgreSQL 18 also keeps each NOT NULL as a constraint named after its table (`modules_name_not_null`);
-- earlier versions keep none, and this finds nothing.
DO $$
DECLARE
  con record;
BEGIN
  FOR con IN
    SELECT c.conrelid::regclass AS relation, c.conname, t.old_name, t.new_name
    FROM pg_constraint c
    JOIN (VALUES
      ('modules', 'course_modules'),
      ('site_blocks', 'site_content_blocks'),
      ('earnings_settings', 'balance_settings'),
      ('background_tasks', 'tasks')
    ) AS t (old_name, new_name) ON c.conrelid = format('public.%I', t.new_name)::regclass
    WHERE c.contype = 'n' AND starts_with(c.conname, t.old_name || '_')
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', con.relation, con.conname,
      con.new_name || substr(con.conname, length(con.old_name) + 1));
  END LOOP;
END $$;
