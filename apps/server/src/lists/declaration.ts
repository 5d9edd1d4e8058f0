import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { ExportCell } from './export-cells';

/** What every list's query string has (contracts' listQuerySchema and its extensions). */
export interface ListQuery {
  skip: number;
  take: number;
  orderBy?: string | undefined;
  search?: string | undefined;
}

/**
 * How a bound value enters the SQL: itself (a parameter) or a named placeholder of a prepared statement.
 * A declaration passes every value it binds through it, under a name unique in the list.
 */
export type Bind = (name: string, value: unknown) => unknown;

/** A sort field's keys in order: one column or expression, or several (namesakes by first name). */
export type SortKeys = AnyPgColumn | SQL | readonly (AnyPgColumn | SQL)[];

/**
 * A filter split in two: `shape` is inlined into the SQL text (0/1, an enum: few combinations, each one
 * prepared statement, and a partial index still matches), `values` are bound (dates, ids). A value left
 * undefined is absent.
 */
export interface FilterParts {
  shape: Record<string, string | number | boolean | undefined>;
  values: Record<string, unknown>;
}

/** What a list and a feed both declare: the table, what a row holds, its joins, the search and the filters. */
export interface RowsDeclaration<Query extends ListQuery> {
  /** Names the list in the caches (estimates, bookmarks, snapshots, prepared statements). */
  name: string;
  table: PgTable;
  /** The table's integer primary key: the last sort key of every order and the deferred join's key. */
  id: AnyPgColumn;
  /** What a row of a page holds (drizzle's nested select fields). */
  columns: SelectedFields;
  /** The joins the columns need, applied after the list's table. */
  join?: (query: PgSelect) => PgSelect;
  /**
   * The search box: each word (default: the whole text) becomes a `%word%` LIKE pattern that `match`
   * turns into a condition; all must hold. Absent when the list has no search. The total counts over the
   * bare table: a condition on a joined table goes through IN (…) or EXISTS.
   */
  search?: {
    words?: (text: string) => string[];
    match: (pattern: unknown) => SQL;
  };
  /** The other filters: the query's parts, then their conditions (after the search's, all must hold). */
  filter?: {
    parts: (query: Query) => FilterParts;
    conditions: (parts: FilterParts, bind: Bind) => SQL[];
  };
}

/**
 * A feed (`defineFeed`): cards or rows in one order the reader does not choose (no `orderBy`), offset pages
 * and an exact total — questions, broadcasts, the mail outbox. A list the reader sorts is a ListDeclaration.
 */
export interface FeedDeclaration<Query extends ListQuery> extends RowsDeclaration<Query> {
  /**
   * ORDER BY of a request, ending with the id so pages are stable. It may differ by filter (upcoming
   * broadcasts soonest first, past ones newest first) and mix directions (waiting first, then newest).
   */
  order: (query: Query) => SQL[];
}

export interface ListDeclaration<Query extends ListQuery> extends RowsDeclaration<Query> {
  /** `orderBy=field:asc|desc` may name these fields only; anything else is a 400. */
  sorts: Record<string, SortKeys>;
  defaultSort: { field: string; order: 1 | -1 };
  /**
   * A small list whose columns cost per row (sums over other tables): its page finds the page's ids first
   * and computes the columns for those rows only (deferred join), instead of for every skipped row.
   */
  deferredJoin?: boolean;
  /**
   * A list of up to millions of rows (decision 005): deferred join, prepared statements per filter shape,
   * bookmarks and search snapshots for deep pages, a count capped at `maxRows` with the planner's estimate
   * past it. Absent: an offset page and an exact count, for tables of hundreds or thousands of rows.
   */
  large?: {
    maxRows: number;
    /**
     * Sort fields whose index a search should not walk (its matches sit together, e.g. a surname sorted by
     * surname): such a search collects and sorts its matches while they are few (MATCHES_SORT_LIMIT).
     */
    collectSearchMatchesFor?: readonly string[];
  };
  csv?: CsvDeclaration;
  /** The global search's narrow read of the list (`palettePage`, palette.ts). */
  palette?: PaletteDeclaration;
}

/**
 * What the global search shows of a row: a few columns (the id, what makes the title and the subtitle) and
 * the joins they need. Its rows are the list's for the same query — the same WHERE, default order and total
 * — read without the page's other columns, DTO mapping or deep-page planning (issue 31).
 */
export interface PaletteDeclaration {
  /** Must hold `id`, the row's key. The list's filter must pass every value through `bind` (prepared). */
  columns: SelectedFields;
  join?: (query: PgSelect) => PgSelect;
}

export interface CsvDeclaration {
  /** The CSV's name (`users.csv`); the .xlsx is named after it (`users.xlsx`). */
  filename: string;
  header: readonly string[];
  /**
   * One typed cell per column (export-cells.ts: `cell.text(…)`, `cell.money(…)`, `cell.datetime(…)`, …):
   * the one writer formats each kind in SQL for the CSV, since COPY writes every byte, and as a typed cell
   * for the .xlsx.
   */
  cells: readonly ExportCell[];
  /**
   * The export's FROM when its cells read another table: the list's table and its joins, e.g.
   * sql`${payments} left join ${students} on ${students.id} = ${payments.studentId}`. One join walks with
   * the list's order; a subquery per cell would look the other row up once per cell. Default: the table.
   */
  from?: SQL;
}
