import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';

export interface StorageBackupReport {
  total: number;
  copied: number;
  skipped: number;
  bytes: number;
}

/**
 * Copies every object of the bucket into `folder` under its key, the other way round from storage:migrate.
 * Incremental and never deleting: an object whose file is there with the same size is skipped (a key never
 * changes its content), and a file whose object was deleted stays. So the folder holds every file any point
 * since the first run may name — what a restore of PostgreSQL to a point in time needs beside it
 * (docs/reliability.md); `UPLOADS_DIR=<folder> npm run storage:migrate` puts them into a bucket again.
 */
export async function copyBucketToFolder(options: {
  client: S3Client;
  bucket: string;
  folder: string;
  log: (line: string) => void;
}): Promise<StorageBackupReport> {
  const { client, bucket, folder } = options;
  const report: StorageBackupReport = { total: 0, copied: 0, skipped: 0, bytes: 0 };
  let continuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      report.total++;
      const target = join(folder, object.Key);
      const size = await stat(target).then(
        (found) => found.size,
        () => undefined,
      );
      if (size === object.Size) {
        report.skipped++;
        continue;
      }
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }));
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.part`;
      await pipeline(answer.Body as Readable, createWriteStream(partial));
      await rename(partial, target);
      report.copied++;
      report.bytes += object.Size ?? 0;
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  options.log(
    `storage:backup: ${report.total} objects in ${bucket} → ${folder} ` +
      `(copied ${report.copied}, already there ${report.skipped})`,
  );
  return report;
}
