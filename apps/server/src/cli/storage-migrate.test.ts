import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client, migrateUploadsToBucket } from '../modules/files';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server';

let s3: S3TestServer;
let dataDir: string;
const uploads = () => join(dataDir, 'uploads');

function writeUpload(key: string, content: string | Buffer) {
  const path = join(uploads(), key);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(async () => {
  s3 = await startS3TestServer('migrate-test');
  dataDir = mkdtempSync(join(tmpdir(), 'school-migrate-'));
  writeUpload('ab/ab01.png', 'png bytes');
  writeUpload('cd/cd02.pdf', Buffer.alloc(3 * 1024 * 1024, 7));
  writeUpload('ef/ef03.txt', 'Конспект');
  writeUpload('.tmp/half-written.part', 'not a file yet');
});
afterAll(async () => {
  await s3.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const client = () => createS3Client(s3.settings);
async function objectText(key: string): Promise<string> {
  const object = await client().send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
  return (await object.Body?.transformToString()) ?? '';
}

describe('migrateUploadsToBucket', () => {
  it('copies every upload under the same key, skips temp files, and on a rerun skips what is there', async () => {
    const lines: string[] = [];
    const options = {
      uploadsDir: uploads(),
      client: client(),
      bucket: s3.settings.bucket,
      log: (line: string) => lines.push(line),
      progressEvery: 1,
    };
    expect(await migrateUploadsToBucket(options)).toMatchObject({ total: 3, copied: 3, skipped: 0 });
    expect(await objectText('ef/ef03.txt')).toBe('Конспект');
    expect(lines.at(-1)).toMatch(/3\/3 files \(copied 3, 3\.0 MB; already there 0\)/);

    // A file that changed size (a copy cut short) is copied again; the others are skipped.
    writeUpload('ab/ab01.png', 'png bytes, complete');
    expect(await migrateUploadsToBucket(options)).toMatchObject({ total: 3, copied: 1, skipped: 2 });
    expect(await objectText('ab/ab01.png')).toBe('png bytes, complete');
  });

  it('stops with the failing key when the bucket does not answer', async () => {
    await s3.stop();
    try {
      await expect(
        migrateUploadsToBucket({
          uploadsDir: uploads(),
          client: client(),
          bucket: s3.settings.bucket,
          log: () => {},
        }),
      ).rejects.toThrow(/storage:migrate: .+ failed/);
    } finally {
      await s3.start();
    }
  });
});

function runCommand(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'storage-migrate.ts')],
      { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run storage:migrate', () => {
  it('prints progress and exits 0; exits 1 without S3_* or with the bucket down', async () => {
    const ok = await runCommand(s3.env);
    expect(ok.stderr).not.toMatch(/failed/);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/3 files in .+ → bucket migrate-test/);
    expect(ok.stdout).toMatch(/done — 0 copied, 3 already in the bucket, 3 in all/);

    const unset = await runCommand({});
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/S3_ENDPOINT, S3_BUCKET/);

    await s3.stop();
    try {
      const down = await runCommand(s3.env);
      expect(down.code).toBe(1);
      expect(down.stderr).toMatch(/failed/);
    } finally {
      await s3.start();
    }
  }, 120_000);
});
