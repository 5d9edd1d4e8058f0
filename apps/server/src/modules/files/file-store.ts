import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SERVER_MESSAGES } from '@school/contracts';
import { AppError } from '../../http-errors';
import type { FileStore, TempFile } from '../../ports';

export type { FileStore, TempFile };

/** The object store did not answer (or refused us): a 503 that the one error handler sends as is. */
export class StorageUnavailableError extends AppError {
  constructor(options?: { cause?: unknown }) {
    super(503, SERVER_MESSAGES.storageUnavailable);
    this.name = 'StorageUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** A random key, sharded by its first two characters so one folder never holds every file. */
export function newStorageKey(extension: string): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}${extension ? `.${extension}` : ''}`;
}

/** Bytes already in memory (demo files, test copies) stored under `key`: through a temp file, as uploads are. */
export async function storeBytes(store: FileStore, key: string, bytes: Buffer): Promise<void> {
  const temp = await store.createTemp();
  await new Promise<void>((resolve, reject) => {
    temp.stream.on('error', reject);
    temp.stream.end(bytes, resolve);
  });
  await store.commit(temp.path, key);
}

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

export function createLocalFileStore(root: string): FileStore {
  const tempDir = join(root, '.tmp');
  return {
    async createTemp() {
      await mkdir(tempDir, { recursive: true });
      const path = join(tempDir, `${randomBytes(12).toString('hex')}.part`);
      return { path, stream: createWriteStream(path, { flags: 'wx', mode: 0o640 }) };
    },
    async commit(tempPath, key) {
      const target = join(root, key);
      await mkdir(dirname(target), { recursive: true });
      await rename(tempPath, target);
    },
    async discard(tempPath) {
      await unlink(tempPath).catch(ignoreMissing);
    },
    async remove(key) {
      await unlink(join(root, key)).catch(ignoreMissing);
    },
    async open(key) {
      const path = join(root, key);
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    },
  };
}
