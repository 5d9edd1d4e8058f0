import { idParamsSchema, staffStudentsQuerySchema, studentsListResponseSchema } from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer';
import type { ModulePlugin } from '../module';
import { listStaffStudents } from './staff-students.service';

/** Mounted under /admins: the "users" tab of a staff profile lives in the students domain. */
export const staffStudentsRoutes: ModulePlugin = async (app, { reads }) => {
  app.get(
    '/:id/students',
    {
      schema: {
        tags: ['admins'],
        summary:
          'Students with access to the courses this staff member is assigned to (admins, or themselves)',
        params: idParamsSchema,
        querystring: staffStudentsQuerySchema,
        response: { 200: studentsListResponseSchema },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    (request) =>
      listStaffStudents(reads(request).db, currentStaff(request), request.params.id, request.query),
  );
};
