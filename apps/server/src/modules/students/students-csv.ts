import type { StudentsListQuery } from '@school/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { students } from '../../db/schema/students.table';
import { type StudentFilter, studentFilterSql } from './students-filter';
import { idsParam, idsWhere } from './students-list.repository';
import { studentOrder } from './students-list.sort';

export const STUDENTS_CSV_FILENAME = 'users.csv';

export const STUDENTS_CSV_HEADER = [
  'ID',
  'Фамилия',
  'Имя',
  'E-mail',
  'Телефон',
  'Пол',
  'Дата рождения',
  'Статус',
  'Подписка',
  'Подписка до (UTC)',
  'Дата регистрации (UTC)',
];

/** A cell starting with = + - @ (or tab / CR) gets a leading ' so spreadsheets show it as text. */
function safe(value: AnyPgColumn | SQL): SQL {
  return sql`case when left(${value}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${value} else ${value} end`;
}

/**
 * A phone as the list shows it (`+7 979 524-17-15`; others as stored) after a tab, so Excel and LibreOffice
 * open it as text with no visible mark: a leading `+` is read as a formula, a `'` stays visible in a CSV.
 * Only `+` and digits are ever stored (phoneSchema), so nothing in it can run even without the tab; anything
 * else falls back to `safe`. docs/product-decisions.md, «Export».
 */
function phoneCell(phone: AnyPgColumn): SQL {
  return sql`case when ${phone} ~ '^[+][0-9]+$'
    then chr(9) || regexp_replace(${phone}, '^[+]7([0-9]{3})([0-9]{3})([0-9]{2})([0-9]{2})$', '+7 \\1 \\2-\\3-\\4')
    else ${safe(phone)} end`;
}

const utc = (column: AnyPgColumn, format: string) =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${format}'`)})`;

const PHONE = phoneCell(students.phone);

/**
 * Every cell is formatted and escaped in SQL and written by COPY, on PostgreSQL and on PGlite alike.
 */
const CELLS: SQL[] = [
  sql`${students.id}::text`,
  safe(students.lastName),
  safe(students.firstName),
  safe(students.email),
  PHONE,
  sql`case ${students.gender} when 'male' then 'Мужской' when 'female' then 'Женский' end`,
  sql`to_char(${students.birthDate}, 'DD.MM.YYYY')`,
  sql`case ${students.status} when 1 then 'Активен' else 'Заблокирован' end`,
  sql`case when ${students.subscriptionEndsAt} is null then 'Неактивна'
    when ${students.subscriptionEndsAt} > now() then 'Активна' else 'Завершена' end`,
  utc(students.subscriptionEndsAt, 'DD.MM.YYYY'),
  utc(students.createdAt, 'DD.MM.YYYY HH24:MI'),
];

const cellList = sql.join(
  CELLS.map((cell, index) => sql`${cell} as ${sql.raw(`c${index}`)}`),
  sql`, `,
);

/** The phone's cell is always quoted, so its leading tab stays in it where tab also separates cells. */
export const CSV_OPTIONS = `FORMAT csv, DELIMITER ';', FORCE_QUOTE (c${CELLS.indexOf(PHONE)})`;

export type CsvFilter = StudentFilter & Pick<StudentsListQuery, 'orderBy'>;

/** All matching rows in the list's order (`orderBy`, newest sign-ups first by default): the COPY source. */
export function csvQuery(filter: CsvFilter): SQL {
  const where = studentFilterSql(filter);
  return sql`select ${cellList} from ${students}${where ? sql` where ${where}` : sql``}
    order by ${sql.join(studentOrder(filter.orderBy), sql`, `)}`;
}

/** The students with these ids, in the list's order: one PGlite COPY of the export. */
export function csvBatchQuery(ids: readonly number[], orderBy: string | undefined): SQL {
  return sql`select ${cellList} from ${students} where ${idsWhere(idsParam(ids))}
    order by ${sql.join(studentOrder(orderBy), sql`, `)}`;
}
