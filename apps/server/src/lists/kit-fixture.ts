import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { directions } from '../db/schema/directions.table';
import { openEmptyTestDatabase } from '../test/test-app';
import type { ListDeclaration, ListQuery, RowsDeclaration } from './declaration';
import { cell } from './export-cells';

/**
 * The kit's tests run test-only declarations over a real table (directions, which the kit knows nothing
 * about) with SEEDED rows: «Раздел 0001» … at positions 1 … SEEDED.
 */
export const SEEDED = 1200;

export interface KitQuery extends ListQuery {
  /** Bound filter: positions from … to (inclusive). */
  from?: number | undefined;
  to?: number | undefined;
  /** Inlined filter: even positions only. */
  even?: boolean | undefined;
}

/** The rows, search and filters of the kit's lists and feeds (a feed adds its order). */
export const kitRows = (name: string): RowsDeclaration<KitQuery> => ({
  name,
  table: directions,
  id: directions.id,
  columns: { id: directions.id, name: directions.name, position: directions.position },
  search: {
    words: (text) => text.toLowerCase().split(/\s+/).filter(Boolean),
    match: (pattern) => sql`lower(${directions.name}) like ${pattern}`,
  },
  filter: {
    parts: (query) => ({ shape: { even: query.even }, values: { from: query.from, to: query.to } }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (shape.even) conditions.push(sql`${directions.position} % 2 = 0`);
      if (values.from !== undefined)
        conditions.push(sql`${directions.position} >= ${bind('from', values.from)}`);
      if (values.to !== undefined) conditions.push(sql`${directions.position} <= ${bind('to', values.to)}`);
      return conditions;
    },
  },
});

export const kitDeclaration = (name: string): ListDeclaration<KitQuery> => ({
  ...kitRows(name),
  sorts: { position: [directions.position], name: [directions.name], id: [] },
  defaultSort: { field: 'position', order: 1 },
  csv: {
    filename: 'sections.csv',
    header: ['ID', 'Название', 'Позиция', 'Сумма', 'Создано'],
    cells: [
      cell.integer(directions.id),
      cell.text(directions.name),
      cell.integer(directions.position),
      // Money of the position's size: 30 → 34900.50 + 30.
      cell.money(sql`${directions.position} + 34900.5`),
      cell.datetime(directions.createdAt),
    ],
  },
});

export interface KitFixture {
  database: Database;
  /** Row ids by plain OFFSET: the truth every page must equal. */
  offsetIds(where: string, order: string, skip: number, take: number): Promise<number[]>;
  run<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

export async function openKitFixture(): Promise<KitFixture> {
  const database = await openEmptyTestDatabase();
  const run = async <T>(query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  await run(`insert into directions (name, position)
    select 'Раздел ' || lpad(g::text, 4, '0'), g from generate_series(1, ${SEEDED}) g`);
  await run('analyze directions');
  return {
    database,
    run,
    async offsetIds(where, order, skip, take) {
      const rows = await run<{ id: number }>(
        `select id from directions ${where} order by ${order} limit ${take} offset ${skip}`,
      );
      return rows.map((row) => row.id);
    },
    close: () => database.close(),
  };
}
