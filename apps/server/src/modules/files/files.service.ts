import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type FileKind, SERVER_MESSAGES, type StoredFile } from '@school/contracts';
import type { FileRow } from '../../db/schema/files.table';
import type { Db } from '../../db/types';
import { AppError, badRequest, notFound, payloadTooLarge } from '../../http-errors';
import { audit } from '../audit';
import { attachmentMimeType } from './attachment-types';
import { cleanFileName } from './file-name';
import { type FileStore, newStorageKey, StorageUnavailableError } from './file-store';
import { fileUrl } from './file-url';
import { findFileByUrlKey, insertFile } from './files.repository';
import { SNIFF_BYTES, sniffImage } from './image-sniffer';

const FILE_NOT_FOUND = 'File not found';

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
    url: fileUrl(row),
    name: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    kind: row.kind,
  };
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
    } else if (claimsRasterImage(mimeType) && sniffImage(state.head)?.mimeType !== mimeType) {
      // An attachment named .png must be a PNG, as strictly as a cover: a viewer opening it trusts the name.
      throw badRequest(SERVER_MESSAGES.fileContentMismatch, 'file');
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
    // The multipart parser destroys the file stream when the body ends before the file does.
    if (input.stream.errored) throw badRequest(SERVER_MESSAGES.uploadIncomplete, 'file');
    throw error;
  }
}

/** The types sniffImage can confirm; SVG is text and has no magic bytes to check. */
function claimsRasterImage(mimeType: string | null): mimeType is string {
  return Boolean(mimeType?.startsWith('image/')) && mimeType !== 'image/svg+xml';
}

/** The file at a URL; the URL is key plus name, so a wrong name is as unknown as a wrong key. */
export async function findFileAtUrl(db: Db, urlKey: string, name: string): Promise<FileRow> {
  const row = await findFileByUrlKey(db, urlKey);
  if (!row || row.originalName !== name) throw notFound(FILE_NOT_FOUND);
  return row;
}

/** The stored bytes of a file; missing bytes are a 404, not a 500; an unreachable store is a 503. */
export function openFileBytes(fileStore: FileStore, storageKey: string) {
  return fileStore.open(storageKey).catch((error: unknown) => {
    if (error instanceof StorageUnavailableError) throw error;
    throw notFound(FILE_NOT_FOUND);
  });
}

/**
 * A failure of the multipart parser before the file part began: its own client errors keep their status;
 * anything else is a body that ended or broke early.
 */
export function uploadFailure(error: unknown): Error {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof Error && typeof status === 'number' && status < 500) return error;
  return badRequest(SERVER_MESSAGES.uploadIncomplete, 'file');
}
