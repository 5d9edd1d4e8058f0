import type { SearchQuery, SearchResponse } from '@school/contracts/search';
import type { Db } from '../../db/types';
import { groupsFor, runGroup, type SearchActor } from './search-groups';

/** The global search: every group the caller's role sees, at once; empty groups stay in (total 0). */
export async function search(
  db: Db,
  actor: SearchActor,
  query: SearchQuery,
  now: Date,
): Promise<SearchResponse> {
  const context = { db, actor, q: query.q, now };
  const groups = await Promise.all(groupsFor(actor.role).map((group) => runGroup(group, context)));
  return { groups: groups.filter((group) => group !== null) };
}
