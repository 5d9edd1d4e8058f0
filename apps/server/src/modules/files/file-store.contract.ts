import { existsSync, readdirSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { type FileStore, newStorageKey } from './file-store';

export interface StoreUnderTest {
  store: FileStore;
  /** Where the store keeps upload temp files (local disk in both stores). */
  tempDir: string;
}

async function write(store: FileStore, bytes: Buffer): Promise<string> {
  const temp = await store.createTemp();
  await new Promise<void>((resolve, reject) => {
    temp.stream.on('error', reject);
    temp.stream.end(bytes, resolve);
  });
  return temp.path;
}

async function readAll(stream: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return { bytes: Buffer.concat(parts), chunks: parts.length };
}

const tempFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/**
 * What every FileStore must do, run against each implementation (file-store.test.ts): the disk store and
 * the S3 store on a local s3rver. `make` is called once per test.
 */
export function fileStoreContract(make: () => StoreUnderTest | Promise<StoreUnderTest>): void {
  it('commits a temp file under its key and opens it as a stream with its size', async () => {
    const { store, tempDir } = await make();
    const bytes = Buffer.from('Привет, файловое хранилище!');
    const key = newStorageKey('txt');
    await store.commit(await write(store, bytes), key);

    const opened = await store.open(key);
    expect(opened.size).toBe(bytes.length);
    expect((await readAll(opened.stream)).bytes.equals(bytes)).toBe(true);
    expect(tempFiles(tempDir)).toEqual([]);
  });

  it('streams a file of several megabytes both ways, chunk by chunk', async () => {
    const { store } = await make();
    const bytes = Buffer.alloc(6 * 1024 * 1024, 'abcdefghij');
    const key = newStorageKey('bin');
    await store.commit(await write(store, bytes), key);

    const opened = await store.open(key);
    expect(opened.size).toBe(bytes.length);
    const read = await readAll(opened.stream);
    expect(read.chunks).toBeGreaterThan(1);
    expect(read.bytes.equals(bytes)).toBe(true);
  });

  it('discards a temp file without leaving anything behind', async () => {
    const { store, tempDir } = await make();
    const path = await write(store, Buffer.from('refused'));
    expect(tempFiles(tempDir)).toHaveLength(1);
    await store.discard(path);
    await store.discard(path); // twice is fine, as after a failed commit
    expect(tempFiles(tempDir)).toEqual([]);
  });

  it('rejects opening a missing key with ENOENT, the code callers map to 404', async () => {
    const { store } = await make();
    await expect(store.open(newStorageKey('png'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('removes a stored file; removing a missing key is not an error', async () => {
    const { store } = await make();
    const key = newStorageKey('pdf');
    await store.commit(await write(store, Buffer.from('%PDF-1.4')), key);
    await store.remove(key);
    await expect(store.open(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('overwrites a key committed twice (the same key is never reused, but it must not fail)', async () => {
    const { store } = await make();
    const key = newStorageKey('txt');
    await store.commit(await write(store, Buffer.from('first')), key);
    await store.commit(await write(store, Buffer.from('second!')), key);
    const opened = await store.open(key);
    expect((await readAll(opened.stream)).bytes.toString()).toBe('second!');
  });
}
