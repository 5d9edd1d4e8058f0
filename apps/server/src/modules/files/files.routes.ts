import multipart from '@fastify/multipart';
import {
  ATTACHMENT_MAX_BYTES,
  fileUploadQuerySchema,
  IMAGE_MAX_BYTES,
  SERVER_MESSAGES,
  storedFileSchema,
} from '@school/contracts';
import { z } from 'zod';
import { badRequest, notFound } from '../../http-errors';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { PRIVATE_NO_STORE, PUBLIC_IMMUTABLE, sendStoredFile } from './file-response';
import { findFileAtUrl, openFileBytes, type StorageDeps, storeUpload, uploadFailure } from './files.service';

const fileParamsSchema = z.object({ key: z.string().min(1), name: z.string().min(1) });

export const filesRoutes: ModulePlugin = async (app, { db, fileStore }) => {
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
        querystring: fileUploadQuerySchema,
        response: { 201: storedFileSchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      if (!request.isMultipart()) throw badRequest(SERVER_MESSAGES.fileRequired, 'file');
      const part = await request
        .file({
          limits: { fileSize: kind === 'image' ? IMAGE_MAX_BYTES : ATTACHMENT_MAX_BYTES },
          throwFileSizeLimit: false,
        })
        .catch((error: unknown) => {
          throw uploadFailure(error);
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
    '/:key/:name',
    {
      config: { public: true },
      schema: {
        tags: ['storage'],
        summary:
          'An image, publicly, by its unguessable URL; an attachment only to its uploader (Bearer) — ' +
          'lesson files are served by GET /api/lessons/{id}/files/{fileId}',
        security: [],
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const row = await findFileAtUrl(db, request.params.key, request.params.name);
      const isImage = row.kind === 'image';
      if (!isImage) {
        await app.authenticate(request);
        // Before it is linked to a lesson, an attachment is its uploader's alone.
        if (currentStaff(request).id !== row.uploadedBy) throw notFound('File not found');
      }
      const { stream, size } = await openFileBytes(fileStore, row.storageKey);
      return sendStoredFile(reply, {
        stream,
        size,
        mimeType: row.mimeType,
        ...(isImage
          ? { cacheControl: PUBLIC_IMMUTABLE }
          : { cacheControl: PRIVATE_NO_STORE, downloadName: row.originalName }),
      });
    },
  );
};
