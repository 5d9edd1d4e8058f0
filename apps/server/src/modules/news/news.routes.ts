import {
  idParamsSchema,
  newsCreateBodySchema,
  newsCreateQuerySchema,
  newsDeleteResponseSchema,
  newsItemSchema,
  newsListQuerySchema,
  newsListResponseSchema,
  newsUpdateBodySchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { changeNews, createNews, listNews, removeNews } from './news.service';

const tags = ['news'];

/** Any staff member reads the feed and writes news; an author edits only their own (403), admins any. */
export const newsRoutes: ModulePlugin = async (app, { db, reads, now }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'The news feed, newest publication first (scheduled items too, marked scheduled)',
        querystring: newsListQuerySchema,
        response: { 200: newsListResponseSchema },
      },
    },
    (request) => listNews(reads(request).db, request.query, new Date(now())),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a news item by adminId (default: the caller; another author: admins only)',
        querystring: newsCreateQuerySchema,
        body: newsCreateBodySchema,
        response: { 201: newsItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createNews(db, currentStaff(request), request.query.adminId, request.body, new Date(now())),
        ),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change a news item (its author or an admin; coverFileId: null removes the cover)',
        params: idParamsSchema,
        body: newsUpdateBodySchema,
        response: { 200: newsItemSchema },
      },
    },
    (request) => changeNews(db, currentStaff(request), request.params.id, request.body, new Date(now())),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a news item (its author or an admin)',
        params: idParamsSchema,
        response: { 200: newsDeleteResponseSchema },
      },
    },
    (request) => removeNews(db, currentStaff(request), request.params.id),
  );
};
