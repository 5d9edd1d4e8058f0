import type { WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';

export interface TempFile {
  path: string;
  stream: WriteStream;
}

/**
 * Where file bytes live: the local disk or an S3 bucket (modules/files: `createFileStore` picks one from the
 * config). Uploads are written to a local temp file first and only committed under their key once every
 * check passed, so a refused upload leaves nothing behind. `open` of a key that holds nothing rejects with
 * `code: 'ENOENT'` in both; a store that cannot be reached rejects with `StorageUnavailableError` (503).
 */
export interface FileStore {
  createTemp(): Promise<TempFile>;
  commit(tempPath: string, key: string): Promise<void>;
  discard(tempPath: string): Promise<void>;
  remove(key: string): Promise<void>;
  open(key: string): Promise<{ stream: Readable; size: number }>;
}
