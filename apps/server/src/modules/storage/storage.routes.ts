import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  idParamSchema,
  SERVER_MESSAGES,
  storageQuerySchema,
  storedFileSchema,
} from '@school/contracts';
import { z } from 'zod';
import { badRequest } from '../../http-errors';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { openStoredFile, type StorageDeps, storeUpload } from './storage.service';

const fileParamsSchema = z.object({ id: idParamSchema, name: z.string().min(1) });

/** Stored files never change (a new upload gets a new id), so they may be cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const storageRoutes: ModulePlugin = async (app, { db, fileStore }) => {
  const deps: StorageDeps = { db, fileStore };
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: ATTACHMENT_MAX_BYTES } });

  app.post(
    '/',
    {
      schema: {
        tags: ['storage'],
        summary:
          'Upload one file (multipart field `file`); images are checked by content, max 1,000,000 bytes',
        consumes: ['multipart/form-data'],
        querystring: storageQuerySchema,
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      if (!request.isMultipart()) throw badRequest(SERVER_MESSAGES.fileRequired, 'file');
      const part = await request.file({
        limits: { fileSize: kind === 'image' ? IMAGE_MAX_BYTES : ATTACHMENT_MAX_BYTES },
        throwFileSizeLimit: false,
      });
      if (!part) throw badRequest(SERVER_MESSAGES.fileRequired, 'file');
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest(SERVER_MESSAGES.fileRequired, 'file');
      }
      const stored = await storeUpload(deps, {
        kind,
        fileName: part.filename,
        stream: part.file,
        actorId: currentStaff(request).id,
      });
      return reply.code(201).send(stored);
    },
  );

  app.get(
    '/:id/:name',
    {
      config: { public: true },
      schema: {
        tags: ['storage'],
        summary: 'Download a stored file by its stable URL',
        security: [],
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const { row, stream, size } = await openStoredFile(deps, request.params.id, request.params.name);
      reply
        .header('content-type', row.mimeType)
        .header('content-length', size)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        // Even a file that slips through is inert here: no scripts, no plugins, sandboxed.
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        );
      if (row.kind === 'attachment') {
        reply.header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
        );
      }
      return reply.send(stream);
    },
  );
};
