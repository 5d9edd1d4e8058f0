import {
  publicSiteContentSchema,
  siteContentFileParamsSchema,
  siteContentParamsSchema,
} from '@school/contracts';
import { z } from 'zod';
import { sendCacheable } from '../../public-etag';
import { sendStoredFile } from '../files';
import type { ModulePlugin } from '../module';
import { openSiteFile, publicSiteContent } from './site-content.service';

const tags = ['site-content'];

/** A file stops being public once an admin removes it from the page, so the site keeps it a few minutes. */
const PUBLIC_FILE_CACHE = 'public, max-age=300';

/**
 * What the school's site reads without a token: the main page, club and marketplace content. The staff-only
 * sections (admin-info, earnings) answer 404. `/content/reviews` is a static path of its own and wins.
 */
export const publicSiteContentRoutes: ModulePlugin = async (app, { db, fileStore }) => {
  app.get(
    '/content/:section',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A public page's content: promo, promo-club, promo-marketplace (no token; ETag, 304)",
        security: [],
        params: siteContentParamsSchema,
        response: { 200: publicSiteContentSchema, 304: z.null().describe('Not changed') },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, await publicSiteContent(db, request.params.section)),
  );

  app.get(
    '/content/:section/files/:fileId',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One file of a public page, as a download (no token)',
        security: [],
        params: siteContentFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await openSiteFile(db, fileStore, request.params.section, request.params.fileId, true);
      return sendStoredFile(reply, { ...file, downloadName: file.name, cacheControl: PUBLIC_FILE_CACHE });
    },
  );
};
