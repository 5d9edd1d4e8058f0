import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileKind, SERVER_MESSAGES, type StoredFile } from '@school/contracts';
import type { Db } from '../../db/types';
import { AppError, badRequest, notFound, payloadTooLarge } from '../../http-errors';
import { audit } from '../audit/audit.service';
import { attachmentMimeType } from './attachment-types';
import { type FileStore, newStorageKey } from './file-store';
import { fileUrl } from './file-url';
import type { FileRow } from './files.table';
import { SNIFF_BYTES, sniffImage } from './image-sniffer';
import { findFileById, insertFile } from './storage.repository';

export interface StorageDeps {
  db: Db;
  fileStore: FileStore;
}

export interface UploadInput {
  kind: FileKind;
  fileName: string;
  /** The multipart file stream; `truncated` is set when it hit the size limit. */
  stream: Readable & { truncated?: boolean };
  actorId: number;
}

export function toStoredFile(row: FileRow): StoredFile {
  return {
    id: row.id,
    url: fileUrl(row.id, row.originalName),
    name: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    kind: row.kind,
  };
}

/** Browsers may send a full path (C:\fakepath\photo.png); keep the last segment, printable, ≤ 200 chars. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(-200) || 'file';
}

/** Copies the stream to `sink`, keeping the first bytes for type sniffing and counting the size. */
function tap(state: { head: Buffer; size: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (state.head.length < SNIFF_BYTES) {
        state.head = Buffer.concat([state.head, chunk.subarray(0, SNIFF_BYTES - state.head.length)]);
      }
      state.size += chunk.length;
      callback(null, chunk);
    },
  });
}

export async function storeUpload(deps: StorageDeps, input: UploadInput): Promise<StoredFile> {
  const name = cleanFileName(input.fileName);
  let mimeType = input.kind === 'attachment' ? attachmentMimeType(name) : null;
  if (input.kind === 'attachment' && !mimeType) {
    input.stream.resume();
    throw badRequest(SERVER_MESSAGES.fileTypeNotAllowed, 'file');
  }

  const temp = await deps.fileStore.createTemp();
  let committedKey: string | undefined;
  try {
    const state = { head: Buffer.alloc(0), size: 0 };
    await pipeline(input.stream, tap(state), temp.stream);
    if (input.stream.truncated) throw payloadTooLarge();
    if (state.size === 0) throw badRequest(SERVER_MESSAGES.fileEmpty, 'file');

    let extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
    if (input.kind === 'image') {
      const image = sniffImage(state.head);
      if (!image) throw badRequest(SERVER_MESSAGES.fileNotImage, 'file');
      mimeType = image.mimeType;
      extension = image.extension;
    }

    const key = newStorageKey(extension.replace(/[^a-z0-9]/g, '').slice(0, 8));
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertFile(tx, {
        storageKey: key,
        originalName: name,
        mimeType: mimeType ?? 'application/octet-stream',
        size: state.size,
        kind: input.kind,
        uploadedBy: input.actorId,
      });
      await audit.record(tx, {
        actorId: input.actorId,
        action: 'file.upload',
        entity: 'file',
        entityId: inserted.id,
        changes: { name, kind: input.kind, size: state.size, mimeType: inserted.mimeType },
      });
      // Last step inside the transaction: if the rename fails, the row is rolled back too.
      await deps.fileStore.commit(temp.path, key);
      committedKey = key;
      return inserted;
    });
    return toStoredFile(row);
  } catch (error) {
    await deps.fileStore.discard(temp.path);
    if (committedKey) await deps.fileStore.remove(committedKey);
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge();
    throw error;
  }
}

export async function openStoredFile(deps: StorageDeps, id: number, name: string) {
  const row = await findFileById(deps.db, id);
  // The URL is id plus name: a wrong name is as unknown as a wrong id.
  if (!row || row.originalName !== name) throw notFound('File not found');
  const { stream, size } = await deps.fileStore.open(row.storageKey).catch(() => {
    throw notFound('File not found');
  });
  return { row, stream, size };
}
