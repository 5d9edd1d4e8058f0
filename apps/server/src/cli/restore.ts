import { resolve } from 'node:path';
import { BackupError, restoreEmbedded } from '../backup/embedded-backup';
import { ConfigError, loadConfig } from '../config';
import { count, FILES, ROWS, TABLES } from './counted';

// `npm run restore -- <folder>`, with the server stopped: the copy `npm run backup` made goes back into
// DATA_DIR, checked row by row and file by file against its manifest (backup/embedded-backup.ts).
async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder || folder === '--help') {
    console.log('npm run restore -- <папка копии>: при остановленном сервере возвращает копию в DATA_DIR');
    if (!folder) process.exitCode = 1;
    return;
  }
  // npm runs workspace scripts inside apps/server; INIT_CWD is where `npm run restore` was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const config = loadConfig(process.env, cwd);
  if (config.databaseUrl) {
    throw new ConfigError('DATABASE_URL задан: восстановление PostgreSQL описано в docs/reliability.md.');
  }
  const started = Date.now();
  const { manifest, replacedTo, problems } = await restoreEmbedded(config, resolve(cwd, folder));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (replacedTo) console.log(`Прежние данные перенесены в ${replacedTo}`);
  if (problems.length > 0) {
    console.error(`Восстановленное расходится с копией:\n${problems.join('\n')}`);
    process.exitCode = 1;
    return;
  }
  const tables = Object.values(manifest.database.tables);
  console.log(
    `Восстановлено состояние на ${manifest.takenAt} за ${seconds} с: ${count(tables.length, TABLES)} ` +
      `(${count(
        tables.reduce((sum, t) => sum + t.rows, 0),
        ROWS,
      )}) и ${count(Object.keys(manifest.files).length, FILES)} совпали с копией. Запустите сервер.`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
