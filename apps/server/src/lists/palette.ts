import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/types';
import type { ListDeclaration, ListQuery, PaletteDeclaration } from './declaration';
import { filterKey, filterParams, filterShapeKey, filterWhere, type ListFilter } from './filter';
import { hasFewMatches, type LargeList, sortsMatchesFirst } from './page-plan';
import { cappedCountQuery, exactCountQuery } from './page-queries';
import { preparedOnce, UNNAMED } from './prepared';
import { withCompiledRows } from './row-mapper';
import { listOrder } from './sort';
import { type CountedPage, estimateOnce, exactlyCounted, withTotal } from './total';

/**
 * The global search's read of a list (issue 31): the first `take` rows of the list's first page for a query
 * — the same WHERE (search, filters, the owner's condition a filter carries), the default order, the same
 * total (exact, or the estimate past `maxRows`, by the same cache key) — but only the palette's few columns
 * (declaration.ts, PaletteDeclaration) and `limit take`, like a hand-written `select … limit 5`. The statements
 * are prepared once per filter shape, as a large list's pages are (prepared.ts): a list with a palette passes
 * every value of its filter through `bind`.
 */

type List = ListDeclaration<ListQuery>;
type WithPalette = List & { palette: PaletteDeclaration };

/** `select <palette columns> from <table> <palette joins> where … order by <default> limit take`. */
function paletteQuery(
  db: Db,
  list: WithPalette,
  where: SQL | undefined,
  matchesFirst: boolean,
  take: number | SQL,
) {
  const query = db.select(list.palette.columns).from(list.table).$dynamic() as unknown as PgSelect;
  return (list.palette.join ? list.palette.join(query) : query)
    .where(where)
    .orderBy(...listOrder(list, undefined, matchesFirst))
    .limit(take as number);
}

/**
 * The page and count statements for one filter shape, prepared once (SQL rendered once, values bound): a large
 * list's count is capped at `maxRows` + 1, a small list's exact.
 */
function preparedPalette(db: Db, list: WithPalette, filter: ListFilter, matchesFirst: boolean, take: number) {
  const key = `${list.name}|palette|${filterShapeKey(filter)}|${matchesFirst}|${take}`;
  return preparedOnce(db, key, () => {
    const where = filterWhere(list, filter, (name) => sql.placeholder(name));
    // The row count in the text (an integer): nothing else to bind for a filter without values.
    const page = paletteQuery(db, list, where, matchesFirst, sql.raw(String(take)));
    const count = list.large
      ? cappedCountQuery(db, list, where, list.large.maxRows)
      : exactCountQuery(db, list, where);
    return {
      page: withCompiledRows(page.prepare(UNNAMED)),
      count: count.prepare(UNNAMED) as { execute(params: unknown): Promise<{ total: number }[]> },
    };
  });
}

export async function palettePage<Row>(
  db: Db,
  list: List,
  filter: ListFilter,
  take: number,
): Promise<CountedPage<Row>> {
  if (!list.palette) throw new Error(`${list.name} has no palette`);
  const withPalette = list as WithPalette;
  const params = filterParams(filter);
  if (!list.large) {
    const prepared = preparedPalette(db, withPalette, filter, false, take);
    return exactlyCounted<Row>(prepared.page.execute(params), prepared.count.execute(params));
  }
  const large = withPalette as WithPalette & LargeList;
  // The list's own key (prepared.ts, largeListPage): an estimate cached by either serves both.
  const key = `${list.name} ${filterKey(filter)}`;
  const estimate = estimateOnce(db, list, filterWhere(list, filter));
  const matchesFirst =
    sortsMatchesFirst(large, filter.search.length > 0, undefined, 0) && (await hasFewMatches(key, estimate));
  const prepared = preparedPalette(db, large, filter, matchesFirst, take);
  return withTotal(prepared.page.execute(params) as Promise<Row[]>, {
    key,
    maxRows: large.large.maxRows,
    estimate,
    cappedCount: async () => (await prepared.count.execute(params))[0]?.total ?? 0,
  });
}
