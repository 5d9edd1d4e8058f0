import {
  ADMIN_ROLES,
  siteContentFileParamsSchema,
  siteContentParamsSchema,
  siteContentSaveBodySchema,
  siteContentSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import { PRIVATE_NO_STORE, sendStoredFile } from '../files';
import type { ModulePlugin } from '../module';
import { getSiteContent, openSiteFile, saveSiteContent } from './site-content.service';

const tags = ['site-content'];

/** The settings pages' content (spec §2): any signed-in staff reads it, admins change it. */
export const siteContentRoutes: ModulePlugin = async (app, { db, fileStore }) => {
  app.get(
    '/:section',
    {
      schema: {
        tags,
        summary: "A settings page's content (title, subtitle, body, cover, links, files) with its version",
        params: siteContentParamsSchema,
        response: { 200: siteContentSchema },
      },
    },
    (request) => getSiteContent(db, request.params.section),
  );

  app.put(
    '/:section',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags,
        summary: "Save a settings page's whole content (admins)",
        description:
          'The body is sanitised (≤ 50,000 characters after). `version` from the last read is checked when ' +
          'sent: 409 if another admin saved since. The cover must be an uploaded image (`coverFileId`), each ' +
          "file an uploaded attachment of the caller's or already on the page (`files.N.fileId`).",
        params: siteContentParamsSchema,
        body: siteContentSaveBodySchema,
        response: { 200: siteContentSchema },
      },
    },
    (request) => saveSiteContent(db, currentStaff(request).id, request.params.section, request.body),
  );

  app.get(
    '/:section/files/:fileId',
    {
      schema: {
        tags,
        summary: "One file of a settings page, as a download (any staff: admin-info's files are not public)",
        params: siteContentFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await openSiteFile(db, fileStore, request.params.section, request.params.fileId, false);
      return sendStoredFile(reply, { ...file, downloadName: file.name, cacheControl: PRIVATE_NO_STORE });
    },
  );
};
