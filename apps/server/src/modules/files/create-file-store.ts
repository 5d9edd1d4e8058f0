import { join } from 'node:path';
import type { AppConfig } from '../../config';
import { createLocalFileStore, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

/**
 * The one place that decides where files live: the S3 bucket when `S3_*` is set, `uploadsDir` otherwise.
 * With a bucket, upload temp files still go to local disk (DATA_DIR/.tmp), see s3-file-store.ts.
 */
export function createFileStore(config: Pick<AppConfig, 's3' | 'uploadsDir' | 'dataDir'>): FileStore {
  if (config.s3) return createS3FileStore({ ...config.s3, tempDir: join(config.dataDir, '.tmp') });
  return createLocalFileStore(config.uploadsDir);
}
