import { publicReviewsResponseSchema, reviewFileParamsSchema } from '@school/contracts';
import { z } from 'zod';
import { sendCacheable } from '../../public-etag';
import { sendStoredFile } from '../files';
import type { ModulePlugin } from '../module';
import { openReviewFile, publicReviews } from './reviews.service';

const tags = ['reviews'];

/** A file stops being public once its review is hidden, so the site's cache keeps it only a few minutes. */
const PUBLIC_FILE_CACHE = 'public, max-age=300';

/** What the school's site reads without a token: the visible reviews and their files. */
export const publicReviewsRoutes: ModulePlugin = async (app, { db, fileStore }) => {
  app.get(
    '/content/reviews',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "The visible reviews in the site's order (no token; ETag, 304 on If-None-Match)",
        security: [],
        response: { 200: publicReviewsResponseSchema, 304: z.null().describe('Not changed') },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await publicReviews(db)),
  );

  app.get(
    '/content/reviews/:id/files/:fileId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One file of a visible review, as a download (no token)',
        security: [],
        params: reviewFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await openReviewFile(db, fileStore, request.params.id, request.params.fileId, true);
      return sendStoredFile(reply, { ...file, downloadName: file.name, cacheControl: PUBLIC_FILE_CACHE });
    },
  );
};
