-- The list sorted by surname orders namesakes by first name, as it shows them («Фамилия Имя»): the surname
-- index carries first_name so that order stays an index walk (deep pages, bookmarks) instead of a sort of
-- every namesake.
DROP INDEX "students_last_name_idx";--> statement-breakpoint
CREATE INDEX "students_last_name_idx" ON "students" USING btree ("last_name","first_name","id");