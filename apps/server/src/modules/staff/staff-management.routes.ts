import {
  ADMIN_ROLES,
  idParamsSchema,
  listResponseSchema,
  okResponseSchema,
  staffCreateBodySchema,
  staffInfoBodySchema,
  staffListQuerySchema,
  staffPasswordBodySchema,
  staffProfileSchema,
  staffSchema,
  staffUpdateBodySchema,
  staffViewBodySchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { listStaffMembers } from './staff.service';
import {
  addStaffMember,
  editStaffMember,
  getStaffMember,
  removeStaffMember,
  setStaffFlag,
} from './staff-management.service';
import { setStaffPassword } from './staff-password.service';

const tags = ['admins'];
// Admin roles reach the routes; which accounts each may change is decided per target in the service.
const config = { roles: ADMIN_ROLES };
const params = idParamsSchema;
const profile = { 200: staffProfileSchema };

export const staffManagementRoutes: ModulePlugin = async (app, { db, reads, mailer }) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Staff list: role filter (admin covers super-admin), search by name or e-mail',
        querystring: staffListQuerySchema,
        response: { 200: listResponseSchema(staffSchema) },
      },
    },
    (request) => listStaffMembers(reads(request).db, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Staff profile header (admins, or the member themselves)',
        params,
        response: profile,
      },
    },
    (request) => getStaffMember(db, currentStaff(request), request.params.id),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a staff account (admin and super-admin accounts: super-admin only)',
        body: staffCreateBodySchema,
        response: { 201: staffSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addStaffMember(db, currentStaff(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a staff account',
        params,
        body: staffUpdateBodySchema,
        response: profile,
      },
    },
    (request) => editStaffMember(db, currentStaff(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/view',
    {
      config,
      schema: {
        tags,
        summary: 'Show or hide on the site',
        params,
        body: staffViewBodySchema,
        response: profile,
      },
    },
    (request) => setStaffFlag(db, currentStaff(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/info',
    {
      config,
      schema: { tags, summary: 'The info text', params, body: staffInfoBodySchema, response: profile },
    },
    (request) => setStaffFlag(db, currentStaff(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/password',
    {
      config,
      schema: {
        tags,
        summary: 'Set the password, end the account’s sessions, mail the password',
        params,
        body: staffPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await setStaffPassword({ db, mailer }, currentStaff(request), request.params.id, request.body.password);
      return { ok: true as const };
    },
  );

  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Delete a staff account (never one’s own)', params } },
    async (request, reply) => {
      await removeStaffMember(db, currentStaff(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
