import {
  ADMIN_ROLES,
  reviewFileParamsSchema,
  reviewsResponseSchema,
  reviewsSaveBodySchema,
  reviewsSaveResponseSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import { PRIVATE_NO_STORE, sendStoredFile } from '../files';
import type { ModulePlugin } from '../module';
import { listReviews, openReviewFile, saveReviews } from './reviews.service';

const tags = ['reviews'];
const config = { roles: ADMIN_ROLES };

/** The reviews settings (spec §7: GET, PATCH /api/info/reviews): admins only. */
export const reviewsRoutes: ModulePlugin = async (app, { db, fileStore }) => {
  app.get(
    '/reviews',
    {
      config,
      schema: {
        tags,
        summary: "Every review in the site's order, hidden ones included, with the list's version",
        response: { 200: reviewsResponseSchema },
      },
    },
    () => listReviews(db),
  );

  app.patch(
    '/reviews',
    {
      config,
      schema: {
        tags,
        summary:
          'Save the whole ordered list: items with an id change, without one are added, missing deleted',
        description:
          'Positions follow the array. `version` from the last read is checked when sent: 409 if another ' +
          'admin saved since. Unknown ids are 400 on `items.N.id`, files on `items.N.imageFileId` / `fileIds.M`. ' +
          'A save that deleted reviews answers `undo` (POST /api/undo/{token} puts the list back as it was).',
        body: reviewsSaveBodySchema,
        response: { 200: reviewsSaveResponseSchema },
      },
    },
    (request) => saveReviews(db, currentStaff(request).id, request.body),
  );

  app.get(
    '/reviews/:id/files/:fileId',
    {
      config,
      schema: {
        tags,
        summary: 'One file of a review (hidden ones too), as a download',
        params: reviewFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await openReviewFile(db, fileStore, request.params.id, request.params.fileId, false);
      return sendStoredFile(reply, { ...file, downloadName: file.name, cacheControl: PRIVATE_NO_STORE });
    },
  );
};
