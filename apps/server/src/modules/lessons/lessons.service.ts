import type { Lesson, LessonCreateBody, LessonUpdateBody, UndoOffer } from '@school/contracts';
import type { Db } from '../../db/types';
import { notFound } from '../../http-errors';
import { sanitizeRichHtml } from '../../rich-text';
import { audit, diff } from '../audit';
import { withModuleLocked } from '../course-modules';
import { type Actor, assertCanEdit, touchCourse } from '../courses';
import type { FileStore } from '../files';
import { openFileBytes } from '../files';
import { allowUndo, offerDeleteUndo } from '../undo';
import { accessLesson, withLessonLocked } from './lesson-access';
import { checkLessonAttachments } from './lesson-attachments';
import { lessonZipStream } from './lesson-zip';
import { toLessonDto } from './lessons.mapper';
import {
  deleteLesson,
  insertLesson,
  lessonFilesOf,
  nextLessonPosition,
  replaceLessonFiles,
  updateLesson,
} from './lessons.repository';

export async function getLesson(db: Db, actor: Actor, id: number): Promise<Lesson> {
  const { lesson, access } = await accessLesson(db, actor, id);
  return toLessonDto(lesson, access.course.id, await lessonFilesOf(db, id), access.canEdit);
}

/** Audit keeps the size of rich text, not the text itself. */
const contentChange = (from: string, to: string) => ({
  from: `${from.length} chars`,
  to: `${to.length} chars`,
});

export async function createLesson(db: Db, actor: Actor, moduleId: number, body: LessonCreateBody) {
  const id = await withModuleLocked(db, actor, moduleId, async (tx, access, module) => {
    assertCanEdit(access);
    const attachments = await checkLessonAttachments(tx, actor, body.fileIds ?? []);
    const row = await insertLesson(tx, {
      moduleId,
      name: body.name,
      videoUrl: body.videoUrl || null,
      contentHtml: sanitizeRichHtml(body.content ?? ''),
      position: await nextLessonPosition(tx, moduleId),
    });
    await replaceLessonFiles(tx, row.id, attachments);
    await touchCourse(tx, module.courseId);
    await audit.created(tx, actor.id, 'lesson', row.id, {
      moduleId,
      name: row.name,
      videoUrl: row.videoUrl,
      fileIds: body.fileIds ?? [],
    });
    return row.id;
  });
  return getLesson(db, actor, id);
}

export async function updateLessonContent(db: Db, actor: Actor, id: number, body: LessonUpdateBody) {
  await withLessonLocked(db, actor, id, async (tx, access, lesson) => {
    assertCanEdit(access);
    const patch = {
      name: body.name,
      videoUrl: body.videoUrl === undefined ? undefined : body.videoUrl || null,
      contentHtml: body.content === undefined ? undefined : sanitizeRichHtml(body.content),
    };
    const changes: Record<string, { from: unknown; to: unknown }> = diff(lesson, patch);
    if (changes.contentHtml && patch.contentHtml !== undefined) {
      changes.contentHtml = contentChange(lesson.contentHtml, patch.contentHtml);
    }
    if (body.fileIds) {
      const before = (await lessonFilesOf(tx, id)).map(({ file }) => file.id);
      const attachments = await checkLessonAttachments(tx, actor, body.fileIds, before);
      if (before.join() !== body.fileIds.join()) {
        await replaceLessonFiles(tx, id, attachments);
        changes.fileIds = { from: before, to: body.fileIds };
      }
    }
    if (Object.keys(changes).length === 0) return;
    await updateLesson(tx, id, patch);
    await touchCourse(tx, access.course.id);
    await audit.updated(tx, actor.id, 'lesson', id, changes);
  });
  return getLesson(db, actor, id);
}

/** A lesson's delete keeps the lesson and its files' links, and the questions' links to it it empties. */
const LESSON_UNDO = [
  { table: 'lessons', column: 'id' },
  { table: 'lesson_files', column: 'lesson_id' },
] as const;
const LESSON_LINKS = [{ table: 'questions', column: 'lesson_id' }] as const;
allowUndo(LESSON_UNDO, LESSON_LINKS);

/**
 * Deletes a lesson and offers «Отменить»; it waits 30 days in «Корзина» with its files (the files themselves are
 * never deleted) and goes back in its place, the students' questions about it linked again.
 */
export async function removeLesson(db: Db, actor: Actor, id: number): Promise<UndoOffer> {
  return withLessonLocked(db, actor, id, async (tx, access, lesson) => {
    assertCanEdit(access);
    const undo = await offerDeleteUndo(tx, {
      staffId: actor.id,
      action: 'lesson.delete',
      entity: 'lesson',
      ids: [id],
      tables: LESSON_UNDO,
      links: LESSON_LINKS,
      trash: { title: lesson.name, link: `/courses/${access.course.id}/${id}` },
    });
    await deleteLesson(tx, id);
    await touchCourse(tx, access.course.id);
    await audit.removed(tx, actor.id, 'lesson', id, { moduleId: lesson.moduleId, name: lesson.name });
    return undo;
  });
}

/** All files of the lesson as one zip, streamed file by file (see lesson-zip.ts). */
export async function openLessonZip(db: Db, fileStore: FileStore, actor: Actor, id: number) {
  const { lesson } = await accessLesson(db, actor, id);
  const files = await lessonFilesOf(db, id);
  const [firstFile] = files;
  if (!firstFile) throw notFound('У урока нет файлов');
  const first = await openFileBytes(fileStore, firstFile.file.storageKey);
  return { lessonName: lesson.name, stream: lessonZipStream(fileStore, files, first.stream) };
}

/** One file of the lesson, for staff who may open the lesson; a file not linked to it is a 404. */
export async function openLessonFile(db: Db, fileStore: FileStore, actor: Actor, id: number, fileId: number) {
  await accessLesson(db, actor, id);
  const entry = (await lessonFilesOf(db, id)).find(({ file }) => file.id === fileId);
  if (!entry) throw notFound('Файл не найден');
  const { stream, size } = await openFileBytes(fileStore, entry.file.storageKey);
  return { name: entry.name, mimeType: entry.file.mimeType, stream, size };
}
