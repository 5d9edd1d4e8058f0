import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config';
import { createS3Client, migrateUploadsToBucket } from '../modules/files';

/**
 * `npm run storage:migrate`: copies DATA_DIR/uploads (or UPLOADS_DIR) into the S3_* bucket, streamed,
 * resumable (see migrateUploadsToBucket). It needs no database, so unlike the other commands it does not go
 * through runCli: it may run while the server still serves from the disk (and holds the embedded database).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.s3) {
    throw new ConfigError(
      'storage:migrate: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not set — nothing to copy to.',
    );
  }
  if (!existsSync(config.uploadsDir)) {
    throw new ConfigError(
      `storage:migrate: no uploads folder at ${config.uploadsDir} (check DATA_DIR / UPLOADS_DIR).`,
    );
  }
  const report = await migrateUploadsToBucket({
    uploadsDir: config.uploadsDir,
    client: createS3Client(config.s3),
    bucket: config.s3.bucket,
    log: (line) => console.log(line),
  });
  console.log(
    `storage:migrate: done — ${report.copied} copied, ${report.skipped} already in the bucket, ${report.total} in all.`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
