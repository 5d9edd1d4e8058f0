import { type PluralForms, plural } from '@school/contracts';

/** «76 таблиц», «1 файл»: a number with its noun, for what the backup commands print. */
export const count = (n: number, forms: PluralForms) => `${n} ${plural(n, forms)}`;

export const TABLES: PluralForms = ['таблица', 'таблицы', 'таблиц'];
export const ROWS: PluralForms = ['строка', 'строки', 'строк'];
export const FILES: PluralForms = ['файл', 'файла', 'файлов'];
