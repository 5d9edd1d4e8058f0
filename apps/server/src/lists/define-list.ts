import type { Readable } from 'node:stream';
import type { ExportDecimal } from '@school/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/types';
import { type CsvDeps, type CsvList, csvQuery, exportCsv, exportXlsx } from './csv-export';
import type { ListDeclaration, ListQuery } from './declaration';
import { copyOptions } from './export-sql';
import { filterParams, filterWhere, type ListFilter, listFilter } from './filter';
import { countedPage, type LargeList, type PagePlan, type PlannedList, planPage } from './page-plan';
import {
  cappedCountQuery,
  deferredPageQuery,
  estimateQuery,
  exactCountQuery,
  offsetPageQuery,
  selectRows,
} from './page-queries';
import { palettePage } from './palette';
import { type ListShape, largeListPage, listQueries, planShape, planValues } from './prepared';
import { listOrder } from './sort';
import { type CountedPage, estimateOnce, exactlyCounted } from './total';

/**
 * A list built from its declaration (declaration.ts; an example in README.md): its pages with their
 * totals, its CSV, and the pieces the bench measures.
 */
export function defineList<Query extends ListQuery, Row>(declaration: ListDeclaration<Query>) {
  const list = declaration as ListDeclaration<ListQuery>;
  const large = (): LargeList => {
    if (!list.large) throw new Error(`${list.name} is not a large list`);
    return list as LargeList;
  };
  const withCsv = (): CsvList => {
    if (!list.csv) throw new Error(`${list.name} has no CSV`);
    return list as CsvList;
  };
  const filterOf = (query: Partial<Query>) => listFilter(declaration, query);

  return {
    declaration,
    filter: filterOf,
    where: (filter: ListFilter): SQL | undefined => filterWhere(list, filter),

    /** `GET` of the list: a page (`skip`, `take`, `orderBy`, its filters) and its total. */
    page(db: Db, query: Query): Promise<CountedPage<Row>> {
      const filter = filterOf(query);
      if (list.large) return largeListPage<Row>(db, large(), filter, query);
      return smallListPage<Row>(db, list, filterWhere(list, filter), query);
    },

    /** A page of a large list under a condition of the caller's (e.g. "of this staff member"). */
    pageWhere(
      db: Db,
      page: {
        where: SQL | undefined;
        searching: boolean;
        orderBy?: string | undefined;
        skip: number;
        take: number;
      },
    ): Promise<CountedPage<Row>> {
      return countedPage<Row>(db, large(), page);
    },

    /**
     * The exact count of the rows under the list's filters, without reading a page: a small list's `total`
     * (a tile that shows only the figure, e.g. «Главная»'s payouts and courses in review).
     */
    async count(db: Db, query: Partial<Query>): Promise<number> {
      const [row] = await exactCountQuery(db, list, filterWhere(list, filterOf(query)));
      return Number(row?.total ?? 0);
    },

    /** The declared columns and joins, for reading one row the way the list shows it. */
    select: (db: Db) => selectRows(db, list),

    /** Every row of the filter in the list's order: a short list shown whole (a staff member's service cards). */
    rows: (db: Db, query: Partial<Query>): Promise<Row[]> =>
      selectRows(db, list)
        .where(filterWhere(list, filterOf(query)))
        .orderBy(...listOrder(list, query.orderBy)) as unknown as Promise<Row[]>,

    /**
     * The global search's group (palette.ts): the first `take` rows `page` would answer for this query
     * (its default order), only the declaration's `palette` columns, and the same total.
     */
    palettePage: <PaletteRow>(
      db: Db,
      query: Partial<Query>,
      take: number,
    ): Promise<CountedPage<PaletteRow>> => palettePage<PaletteRow>(db, list, filterOf(query), take),

    csvFilename: declaration.csv?.filename ?? '',
    /** The CSV for the list's filters, in its order (csv-export.ts; send it with sendExport). */
    csv: (
      deps: CsvDeps,
      query: Partial<Query> & { decimal?: ExportDecimal },
      batch?: number,
    ): Promise<Readable> =>
      exportCsv(
        deps,
        { list: withCsv(), filter: filterOf(query), orderBy: query.orderBy, batch },
        query.decimal,
      ),
    /** The same rows as an .xlsx of typed cells; `onRows` hears the rows written so far. */
    xlsx: (
      deps: CsvDeps,
      query: Partial<Query>,
      options: { batch?: number; onRows?: (rows: number) => void } = {},
    ): Promise<Readable> =>
      exportXlsx(
        deps,
        { list: withCsv(), filter: filterOf(query), orderBy: query.orderBy, batch: options.batch },
        options.onRows,
      ),
    /**
     * How many rows the CSV for these filters holds: exact, or at most `cap + 1` when capped (bounded work:
     * «more than the cap» is all a caller deciding between streaming and a task needs).
     */
    async csvCount(db: Db, query: Partial<Query>, cap?: number): Promise<number> {
      const where = filterWhere(list, filterOf(query));
      const [row] = await (cap === undefined
        ? exactCountQuery(db, list, where)
        : cappedCountQuery(db, list, where, cap));
      return Number(row?.total ?? 0);
    },

    // The large list's parts, one by one (the bench replays the exact statements):
    filterParams: (filter: ListFilter) => filterParams(filter),
    filterWhere: (filter: ListFilter, bind?: (name: string, value: unknown) => unknown) =>
      filterWhere(list, filter, bind),
    listQueries: (db: Db, filter: ListFilter, shape: ListShape) => listQueries(db, large(), filter, shape),
    planPage: (db: Db, page: PlannedList): Promise<PagePlan> => planPage(db, large(), page),
    planShape,
    planValues,
    estimateOnce: (db: Db, where: SQL | undefined) => estimateOnce(db, list, where),
    estimateQuery: (where: SQL | undefined) => estimateQuery(list, where),
    csvQuery: (query: Partial<Query>) => csvQuery(withCsv(), filterOf(query), query.orderBy),
    csvOptions: () => copyOptions(withCsv().csv.cells),
  };
}

export type List<Query extends ListQuery, Row> = ReturnType<typeof defineList<Query, Row>>;

/**
 * A page of a small list and its exact count, side by side: OFFSET, or the page's ids first when the
 * declaration asks for a deferred join (columns that cost per row).
 */
async function smallListPage<Row>(
  db: Db,
  list: ListDeclaration<ListQuery>,
  where: SQL | undefined,
  query: ListQuery,
): Promise<CountedPage<Row>> {
  const page = { where, orderBy: query.orderBy, skip: query.skip, take: query.take };
  const items = list.deferredJoin ? deferredPageQuery(db, list, page) : offsetPageQuery(db, list, page);
  return await exactlyCounted<Row>(items, exactCountQuery(db, list, where));
}
