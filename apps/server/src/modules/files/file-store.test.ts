import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server';
import { createLocalFileStore, StorageUnavailableError } from './file-store';
import { fileStoreContract } from './file-store.contract';
import { createS3FileStore } from './s3-file-store';

const dirs: string[] = [];
const tempRoot = () => {
  const dir = mkdtempSync(join(tmpdir(), 'school-store-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the disk store', () => {
  fileStoreContract(() => {
    const root = tempRoot();
    return { store: createLocalFileStore(root), tempDir: join(root, '.tmp') };
  });
});

describe('the S3 store (s3rver)', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(() => s3.close());

  fileStoreContract(() => {
    const tempDir = join(tempRoot(), '.tmp');
    return { store: createS3FileStore({ ...s3.settings, tempDir }), tempDir };
  });

  it('answers StorageUnavailableError while the server is down and works again once it is back', async () => {
    const tempDir = join(tempRoot(), '.tmp');
    const store = createS3FileStore({ ...s3.settings, tempDir });
    const temp = await store.createTemp();
    await new Promise<void>((resolve) => temp.stream.end(Buffer.from('bytes'), resolve));

    await s3.stop();
    try {
      await expect(store.commit(temp.path, 'aa/outage.txt')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.open('aa/outage.txt')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(store.remove('aa/outage.txt')).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      await s3.start();
    }
    // The same store (the same client) recovers: no restart, no cached broken connection.
    await store.commit(temp.path, 'aa/outage.txt');
    expect((await store.open('aa/outage.txt')).size).toBe(5);
  });
});
