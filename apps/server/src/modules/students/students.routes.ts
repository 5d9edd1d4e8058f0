import {
  ADMIN_ROLES,
  idParamsSchema,
  recordDeleteResponseSchema,
  studentCreateBodySchema,
  studentSchema,
  studentsListQuerySchema,
  studentsListResponseSchema,
  studentUpdateBodySchema,
  withExportOptions,
} from '@school/contracts';
import { listExport, sendExport } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer';
import type { ModulePlugin } from '../module';
import { registerCsvExport } from '../tasks';
import { studentsList } from './students.list';
import {
  createStudent,
  getStudent,
  listStudentItems,
  removeStudent,
  updateStudentProfile,
} from './students.service';

const tags = ['students'];
// Student management is for admins only (conventions "Roles"); curators and speakers get 403.
const config = { roles: ADMIN_ROLES };

export const studentsRoutes: ModulePlugin = async (app, deps) => {
  const { db, reads, mailer } = deps;
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Students: search, filters, sort; at most 10,000 rows deep; totals past that are estimates',
        querystring: studentsListQuerySchema,
        response: { 200: studentsListResponseSchema },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    (request) => listStudentItems(reads(request).db, request.query),
  );

  app.get(
    '/csv',
    {
      config,
      schema: {
        tags,
        summary:
          'users.csv (BOM, `;`; `decimal=dot` for machines) or `format=xlsx` users.xlsx, with the list’s filters, streamed',
        querystring: withExportOptions(studentsListQuerySchema),
      },
    },
    (request, reply) =>
      sendExport(
        request,
        reply,
        studentsList.csvFilename,
        request.query.format,
        listExport(studentsList, reads(request), request.query),
      ),
  );

  // POST /csv: the page's «Экспорт» — streamed up to EXPORT_STREAM_MAX_ROWS, a background task past it.
  registerCsvExport(app, deps, {
    list: studentsList,
    action: 'students.csv',
    schema: studentsListQuerySchema,
    roles: ADMIN_ROLES,
    tags,
  });

  app.get(
    '/:id',
    {
      config,
      schema: { tags, summary: 'One student', params: idParamsSchema, response: { 200: studentSchema } },
    },
    (request) => getStudent(db, request.params.id),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a student; the password (given or generated) is mailed to them',
        body: studentCreateBodySchema,
        response: { 201: studentSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createStudent({ db, mailer }, currentStaff(request).id, request.body)),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a student’s profile',
        params: idParamsSchema,
        body: studentUpdateBodySchema,
        response: { 200: studentSchema },
      },
    },
    (request) => updateStudentProfile(db, currentStaff(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Delete a student with their accesses, subscriptions and questions; «Отменить» for 10 s, «Корзина» for 30 days',
        params: idParamsSchema,
        response: { 200: recordDeleteResponseSchema },
      },
    },
    async (request) => ({ undo: await removeStudent(db, currentStaff(request).id, request.params.id) }),
  );
};
