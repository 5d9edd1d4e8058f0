import { idParamsSchema } from '@school/contracts';
import {
  savedViewCreateBodySchema,
  savedViewSchema,
  savedViewsQuerySchema,
  savedViewsResponseSchema,
  savedViewUpdateBodySchema,
} from '@school/contracts/saved-views';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { changeView, createView, listViews, removeView } from './saved-views.service';

const tags = ['saved-views'];

/** Saved views of the list pages (issue 31): any staff member, each on their own views and the team's. */
export const savedViewsRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "A list page's saved views: the caller's own, then the team's",
        querystring: savedViewsQuerySchema,
        response: { 200: savedViewsResponseSchema },
      },
    },
    // The primary: a view just saved shows in the chips at once, and the table is small.
    (request) => listViews(db, currentStaff(request), request.query.list),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Save a view of a list: one’s own, or with team=true (admins) the team’s',
        body: savedViewCreateBodySchema,
        response: { 201: savedViewSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createView(db, currentStaff(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Rename a view or save the current filters into it (own views; team views: admins)',
        params: idParamsSchema,
        body: savedViewUpdateBodySchema,
        response: { 200: savedViewSchema },
      },
    },
    (request) => changeView(db, currentStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a view (own views; team views: admins)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await removeView(db, currentStaff(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
