import { and, type SQL } from 'drizzle-orm';
import type { Bind, FilterParts, ListQuery, RowsDeclaration } from './declaration';

/** `%text%` for LIKE, with the caller's own `%`, `_` and `\` matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A list's filter for one request: the search's LIKE patterns (bound as `search0`, `search1`, …) and the rest. */
export interface ListFilter extends FilterParts {
  search: string[];
}

const inline: Bind = (_name, value) => value;

export function listFilter<Query extends ListQuery>(
  list: RowsDeclaration<Query>,
  query: Partial<Query>,
): ListFilter {
  const text = query.search ?? '';
  const words = !list.search || !text ? [] : (list.search.words?.(text) ?? [text]);
  const parts = list.filter?.parts(query as Query) ?? { shape: {}, values: {} };
  return { search: words.map(containsPattern), shape: parts.shape, values: parts.values };
}

/** WHERE of the list and its CSV: every search word, then the filters; undefined when nothing filters. */
export function filterWhere<Query extends ListQuery>(
  list: RowsDeclaration<Query>,
  filter: ListFilter,
  bind: Bind = inline,
): SQL | undefined {
  const conditions: SQL[] = [];
  filter.search.forEach((pattern, index) => {
    conditions.push(list.search!.match(bind(`search${index}`, pattern)));
  });
  if (list.filter) conditions.push(...list.filter.conditions(filter, bind));
  return conditions.length ? and(...conditions) : undefined;
}

/** The bound values by placeholder name, for a prepared statement of filterWhere. */
export function filterParams({ search, values }: ListFilter): Record<string, unknown> {
  return { ...Object.fromEntries(search.map((pattern, index) => [`search${index}`, pattern])), ...values };
}

/** Names the statement text of a filter: equal keys render equal SQL with different bound values. */
export function filterShapeKey({ search, shape, values }: ListFilter): string {
  const present = Object.keys(values).filter((name) => values[name] !== undefined);
  return `${search.length}|${JSON.stringify(shape)}|${present.join(',')}`;
}

/** Names the filter with its values, for the caches of estimates, bookmarks and snapshots. */
export function filterKey(filter: ListFilter): string {
  return JSON.stringify(filter);
}
