import { ADMIN_ROLES, mailOutboxListSchema, mailOutboxQuerySchema } from '@school/contracts';
import type { ModulePlugin } from '../module';
import { listOutbox } from './mail.repository';

/** The outbox for admins: which mails went out, which wait for a retry, which failed and why. */
export const mailOutboxRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/',
    {
      config: { roles: ADMIN_ROLES },
      schema: {
        tags: ['mail-outbox'],
        summary: 'Outgoing mails, newest first (no bodies): status, attempts and each failed attempt’s error',
        querystring: mailOutboxQuerySchema,
        response: { 200: mailOutboxListSchema },
      },
    },
    async (request) => {
      const { items, total } = await listOutbox(db, request.query);
      return {
        total,
        items: items.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
