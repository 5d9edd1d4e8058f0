import { searchQuerySchema, searchResponseSchema } from '@school/contracts/search';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { search } from './search.service';

/** Mounted under /search. Any staff member; each group follows its list's role rules (search-groups.ts). */
export const searchRoutes: ModulePlugin = async (app, { reads, now }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['search'],
        summary:
          'Global search: the first 5 rows and the total of each list the caller may open, searched for q as its ?search= does',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    (request) => search(reads(request).db, currentStaff(request), request.query, new Date(now())),
  );
};
