import type { FileKind } from '@school/contracts';
import type { FileRow } from '../../db/schema/files.table';
import type { Db } from '../../db/types';
import { badRequest } from '../../http-errors';
import { findFilesByIds } from './files.repository';

const KIND_MESSAGES: Record<FileKind, string> = {
  image: 'Нужно загруженное изображение',
  attachment: 'Нужен загруженный файл-вложение',
};

/** Throws a 400 on `path` unless the file exists and is of `kind` (uploaded via POST /api/storage). */
export async function assertStoredFile(db: Db, fileId: number, kind: FileKind, path: string): Promise<void> {
  await assertStoredFiles(db, [fileId], kind, () => path);
}

/** The rows of `fileIds` in their order; a missing or wrong-kind file is a 400 at `pathOf(index)`. */
export async function assertStoredFiles(
  db: Db,
  fileIds: readonly number[],
  kind: FileKind,
  pathOf: (index: number) => string,
): Promise<FileRow[]> {
  if (fileIds.length === 0) return [];
  const rows = await findFilesByIds(db, fileIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return fileIds.map((id, index) => {
    const row = byId.get(id);
    if (row?.kind !== kind) throw badRequest(KIND_MESSAGES[kind], pathOf(index));
    return row;
  });
}
