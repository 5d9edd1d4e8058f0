import {
  ADMIN_ROLES,
  listResponseSchema,
  myInfoUpdateBodySchema,
  staffListQuerySchema,
  staffSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { getStaffProfile, listStaffMembers, updateMyInfo } from './staff.service';

export const staffRoutes: ModulePlugin = async (app, { db, reads }) => {
  app.get(
    '/my-info',
    { schema: { tags: ['admins'], summary: 'The signed-in staff member', response: { 200: staffSchema } } },
    (request) => getStaffProfile(db, currentStaff(request).id),
  );

  app.patch(
    '/my-info',
    {
      schema: {
        tags: ['admins'],
        summary: 'Update own name, info and avatar',
        body: myInfoUpdateBodySchema,
        response: { 200: staffSchema },
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
