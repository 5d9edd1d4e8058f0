import type { FileRow } from '../../db/schema/files.table';
import type { Db } from '../../db/types';
import { badRequest } from '../../http-errors';
import type { Actor } from '../courses';
import { assertStoredFiles } from '../files';

export const NOT_OWN_FILE = 'Можно прикрепить только файл, который вы загрузили';

/**
 * The files a lesson's editor may give it, in order (400 on `fileIds.N` otherwise): uploaded attachments
 * that the editor uploaded, or that the lesson has already. Without the first rule anyone who can edit a
 * lesson could link, and so download, any file of any course by its id.
 */
export async function checkLessonAttachments(
  tx: Db,
  actor: Actor,
  fileIds: readonly number[],
  linkedAlready: readonly number[] = [],
): Promise<FileRow[]> {
  const rows = await assertStoredFiles(tx, fileIds, 'attachment', (index) => `fileIds.${index}`);
  rows.forEach((row, index) => {
    if (row.uploadedBy !== actor.id && !linkedAlready.includes(row.id)) {
      throw badRequest(NOT_OWN_FILE, `fileIds.${index}`);
    }
  });
  return rows;
}
