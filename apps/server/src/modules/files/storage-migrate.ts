import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { objectSize, putFile } from './s3-file-store';

export interface MigrateOptions {
  uploadsDir: string;
  client: S3Client;
  bucket: string;
  log: (line: string) => void;
  /** Files copied at once; each one is streamed, so memory stays flat whatever the sizes. */
  concurrency?: number;
  /** A progress line every this many files (and always at the end). */
  progressEvery?: number;
}

export interface MigrateReport {
  total: number;
  copied: number;
  skipped: number;
  bytes: number;
}

/** Every stored file under the uploads folder with its key; upload temp files (.tmp) are not files yet. */
async function storedFiles(uploadsDir: string): Promise<{ key: string; path: string }[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, key: relative(uploadsDir, path).split(sep).join('/') };
    })
    .filter(({ key }) => !key.startsWith('.tmp/'))
    .sort((a, b) => a.key.localeCompare(b.key));
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Copies DATA_DIR/uploads into the bucket under the same keys (the `files.storage_key` column needs no
 * change). Resumable: a key that already holds an object of the same size is skipped, so a run cut short
 * is simply started again. The first failure stops the run and is thrown (the CLI exits with 1).
 */
export async function migrateUploadsToBucket(options: MigrateOptions): Promise<MigrateReport> {
  const { client, bucket, log } = options;
  const list = await storedFiles(options.uploadsDir);
  const report: MigrateReport = { total: list.length, copied: 0, skipped: 0, bytes: 0 };
  const every = options.progressEvery ?? 100;
  const progress = () =>
    log(
      `storage:migrate: ${report.copied + report.skipped}/${report.total} files ` +
        `(copied ${report.copied}, ${megabytes(report.bytes)}; already there ${report.skipped})`,
    );
  log(`storage:migrate: ${list.length} files in ${options.uploadsDir} → bucket ${bucket}`);

  let next = 0;
  let failed: unknown;
  const worker = async () => {
    while (failed === undefined && next < list.length) {
      const file = list[next++];
      if (!file) break;
      try {
        const { size } = await stat(file.path);
        if ((await objectSize(client, bucket, file.key)) === size) {
          report.skipped++;
        } else {
          await putFile(client, bucket, file.key, file.path, size);
          report.copied++;
          report.bytes += size;
        }
      } catch (error) {
        failed ??= Object.assign(new Error(`storage:migrate: ${file.key} failed: ${describe(error)}`), {
          cause: error,
        });
        return;
      }
      if ((report.copied + report.skipped) % every === 0) progress();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  progress();
  if (failed !== undefined) throw failed;
  return report;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? cause : error;
  return inner instanceof Error ? `${inner.name}: ${inner.message}` : String(inner);
}
