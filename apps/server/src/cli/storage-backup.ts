import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { copyBucketToFolder, createS3Client } from '../modules/files';

// `npm run storage:backup -- --to <folder>`: the bucket's files copied into a folder, incrementally — the files'
// half of PostgreSQL's backup, run beside the WAL archive (docs/reliability.md). Needs no database.
const { values } = parseArgs({ options: { to: { type: 'string' } } });

async function main(): Promise<void> {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, cwd);
  if (!config.s3) {
    throw new ConfigError(
      'storage:backup: S3_* не заданы — файлы лежат в UPLOADS_DIR; на встроенной базе их берёт npm run backup.',
    );
  }
  if (!values.to)
    throw new ConfigError('storage:backup: укажите папку: npm run storage:backup -- --to <папка>');
  await copyBucketToFolder({
    client: createS3Client(config.s3),
    bucket: config.s3.bucket,
    folder: resolve(cwd, values.to),
    log: (line) => console.log(line),
  });
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
