import {
  ADMIN_ROLES,
  listResponseSchema,
  myInfoSchema,
  myInfoUpdateBodySchema,
  staffListQuerySchema,
  staffSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { getMyInfo, listStaffMembers, updateMyInfo } from './staff.service';

export const staffRoutes: ModulePlugin = async (app, { db, reads }) => {
  app.get(
    '/my-info',
    { schema: { tags: ['admins'], summary: 'The signed-in staff member', response: { 200: myInfoSchema } } },
    (request) => getMyInfo(db, currentStaff(request).id),
  );

  app.patch(
    '/my-info',
    {
      schema: {
        tags: ['admins'],
        summary: 'Update own name, info, avatar and start page',
        body: myInfoUpdateBodySchema,
        response: { 200: myInfoSchema },
      },
    },
    (request) => updateMyInfo(db, currentStaff(request).id, request.body),
  );

  app.get(
    '/list',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags: ['admins'],
        summary: 'Staff filtered by role (admin covers admin and super-admin)',
        querystring: staffListQuerySchema,
        response: { 200: listResponseSchema(staffSchema) },
      },
    },
    (request) => listStaffMembers(reads(request).db, request.query),
  );
};
