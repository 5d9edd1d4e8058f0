import {
  ADMIN_ROLES,
  tagCreateBodySchema,
  tagSchema,
  tagsResponseSchema,
  tagTypeParamsSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { createTag, listTags } from './tags.service';

const tags = ['tags'];

/** Tags of a content section (spec §7): any signed-in staff reads them, admins add them. */
export const tagsRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/:type',
    {
      schema: {
        tags,
        summary: "A content section's tags, by header",
        params: tagTypeParamsSchema,
        response: { 200: tagsResponseSchema },
      },
    },
    (request) => listTags(db, request.params.type),
  );

  app.post(
    '/:type',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags,
        summary: 'Add a tag to the section (colour drawn at random when not given); 409 for a header it has',
        params: tagTypeParamsSchema,
        body: tagCreateBodySchema,
        response: { 201: tagSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTag(db, currentStaff(request).id, request.params.type, request.body)),
  );
};
