import {
  idParamsSchema,
  lessonSchema,
  lessonUpdateBodySchema,
  recordDeleteResponseSchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import { PRIVATE_NO_STORE, sendStoredFile } from '../files';
import type { ModulePlugin } from '../module';
import {
  getLesson,
  openLessonFile,
  openLessonZip,
  removeLesson,
  updateLessonContent,
} from './lessons.service';

const tags = ['lessons'];
const lessonFileParamsSchema = idParamsSchema.extend({ fileId: idParamsSchema.shape.id });

/** RFC 6266: an ASCII fallback name plus the real (Cyrillic) one. */
function zipDisposition(id: number, lessonName: string): string {
  return `attachment; filename="lesson-${id}.zip"; filename*=UTF-8''${encodeURIComponent(`${lessonName}.zip`)}`;
}

export const lessonsRoutes: ModulePlugin = async (app, { db, fileStore }) => {
  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A lesson with its files',
        params: idParamsSchema,
        response: { 200: lessonSchema },
      },
    },
    (request) => getLesson(db, currentStaff(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit name, video URL, content (sanitised) and the file list',
        params: idParamsSchema,
        body: lessonUpdateBodySchema,
        response: { 200: lessonSchema },
      },
    },
    (request) => updateLessonContent(db, currentStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a lesson; «Отменить» for 10 s, «Корзина» for 30 days',
        params: idParamsSchema,
        response: { 200: recordDeleteResponseSchema },
      },
    },
    async (request) => ({ undo: await removeLesson(db, currentStaff(request), request.params.id) }),
  );

  app.get(
    '/:id/files',
    {
      schema: {
        tags,
        summary: 'All files of the lesson as one zip, streamed',
        params: idParamsSchema,
        produces: ['application/zip'],
      },
    },
    async (request, reply) => {
      const { lessonName, stream } = await openLessonZip(
        db,
        fileStore,
        currentStaff(request),
        request.params.id,
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', zipDisposition(request.params.id, lessonName))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.get(
    '/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'One file of the lesson, as a download, for staff who may open the lesson',
        params: lessonFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const file = await openLessonFile(db, fileStore, currentStaff(request), id, fileId);
      return sendStoredFile(reply, {
        stream: file.stream,
        size: file.size,
        mimeType: file.mimeType,
        downloadName: file.name,
        cacheControl: PRIVATE_NO_STORE,
      });
    },
  );
};
