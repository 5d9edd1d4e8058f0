import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backupEmbedded, defaultBackupFolder } from '../backup/embedded-backup';
import { ConfigError, loadConfig } from '../config';
import { count, FILES, ROWS, TABLES } from './counted';

// `npm run backup [-- --to <folder>]`: a copy of the embedded database and its files that has been read back
// (backup/embedded-backup.ts). On PostgreSQL the database's own base backup and WAL archive do it
// (docs/reliability.md), and this command says so.
const { values } = parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean' } } });

async function main(): Promise<void> {
  if (values.help) {
    console.log(
      'npm run backup [-- --to <папка>]: копия встроенной базы и файлов (по умолчанию backups/<время>)',
    );
    return;
  }
  // npm runs workspace scripts inside apps/server; INIT_CWD is where `npm run backup` was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, cwd);
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL задан: копии PostgreSQL — базовая копия и архив WAL, см. docs/reliability.md ' +
        '(scripts/pg-backup.sh). / On PostgreSQL use the base backup and WAL archive routine.',
    );
  }
  const folder = values.to ? resolve(cwd, values.to) : defaultBackupFolder(config.dataDir);
  const started = Date.now();
  const { manifest, byServer } = await backupEmbedded(config, folder);
  const tables = Object.values(manifest.database.tables);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  const files = Object.values(manifest.files);
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0) + manifest.database.bytes;
  console.log(
    `Резервная копия готова: ${folder}\n` +
      `  ${count(tables.length, TABLES)}, ${count(rows, ROWS)}, ${count(files.length, FILES)}, ` +
      `${(bytes / 1024 / 1024).toFixed(1)} МБ; ` +
      `снята ${manifest.takenAt} ${byServer ? 'работающим сервером' : 'без сервера'}, ` +
      `запросы ждали ${manifest.pauseMs} мс, всего ${((Date.now() - started) / 1000).toFixed(1)} с.`,
  );
  if (config.s3)
    console.log('  Файлы хранятся в S3 и в копию не входят: копируйте бакет (docs/reliability.md).');
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
