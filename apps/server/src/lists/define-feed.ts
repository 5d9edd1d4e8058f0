import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/types';
import type { FeedDeclaration, ListQuery } from './declaration';
import { filterWhere, type ListFilter, listFilter } from './filter';
import { exactCountQuery, orderedPageQuery, selectRows } from './page-queries';
import { type CountedPage, exactlyCounted } from './total';

/**
 * A feed built from its declaration (declaration.ts; an example in README.md): pages in the feed's own
 * order with their exact totals. The search and the filters work as a list's; there is no `orderBy`, no
 * CSV and no large-list machinery.
 */
export function defineFeed<Query extends ListQuery, Row>(declaration: FeedDeclaration<Query>) {
  const feed = declaration as FeedDeclaration<ListQuery>;
  const filterOf = (query: Partial<Query>) => listFilter(declaration, query);
  return {
    declaration,
    filter: filterOf,
    where: (filter: ListFilter): SQL | undefined => filterWhere(declaration, filter),

    /** `GET` of the feed: a page (`skip`, `take`, its filters) in the declared order, and its total. */
    async page(db: Db, query: Query): Promise<CountedPage<Row>> {
      const where = filterWhere(declaration, filterOf(query));
      const page = { where, skip: query.skip, take: query.take };
      return await exactlyCounted<Row>(
        orderedPageQuery(db, feed, page, declaration.order(query)),
        exactCountQuery(db, feed, where),
      );
    },

    /** The declared columns and joins, for reading one item the way the feed shows it. */
    select: (db: Db) => selectRows(db, feed),
  };
}

export type Feed<Query extends ListQuery, Row> = ReturnType<typeof defineFeed<Query, Row>>;
