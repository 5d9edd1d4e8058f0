import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { students } from './students.table';
import { type StudentFilter, studentFilterSql } from './students-filter';

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

const utc = (column: AnyPgColumn, format: string) =>
  sql`to_char(${column} at time zone 'UTC', ${sql.raw(`'${format}'`)})`;

/**
 * Every cell is formatted and escaped in SQL and written by COPY, on PostgreSQL and on PGlite alike.
 */
const CELLS: SQL[] = [
  sql`${students.id}::text`,
  safe(students.lastName),
  safe(students.firstName),
  safe(students.email),
  safe(students.phone),
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

/** All matching rows in id order: the COPY source. */
export function csvQuery(filter: StudentFilter): SQL {
  const where = studentFilterSql(filter);
  return sql`select ${cellList} from ${students}${where ? sql` where ${where}` : sql``} order by ${students.id}`;
}

/** The matching rows with `from < id ≤ to`, in id order: one PGlite COPY of the export. */
export function csvRangeQuery(filter: StudentFilter, from: number, to: number): SQL {
  const where = studentFilterSql(filter);
  const range = sql`${students.id} > ${from} and ${students.id} <= ${to}`;
  return sql`select ${cellList} from ${students}
    where ${where ? sql`${where} and ${range}` : range} order by ${students.id}`;
}
