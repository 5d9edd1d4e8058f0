import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { AppConfig } from '../config';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { digestTables } from './backup.repository';
import {
  type BackupManifest,
  compareDigests,
  DATABASE_FILE,
  digestFiles,
  listFiles,
  readManifest,
  sha256File,
  UPLOADS_FOLDER,
  writeManifest,
} from './backup-manifest';
import { backupSocketPath, requestBackup } from './backup-socket';
import { type EmbeddedSnapshot, takeEmbeddedSnapshot } from './embedded-snapshot';

type Config = Pick<AppConfig, 'dataDir' | 'uploadsDir' | 's3'>;

/** `backups/<UTC time>` beside the data dir: `./backups/2026-11-28T19-50-04Z` for the default `./data`. */
export function defaultBackupFolder(dataDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return join(dirname(resolve(dataDir)), 'backups', stamp);
}

export class BackupError extends Error {}

/**
 * `npm run backup`: asks the running server (it holds the data dir) for a snapshot through its socket, or takes
 * it itself when no server runs; then reads the copy back — every table's rows and every file's checksum — into
 * `manifest.json`, which the restore checks against. A copy that cannot be opened fails here, not on the day
 * it is needed.
 */
export async function backupEmbedded(
  config: Config,
  folder: string,
): Promise<{ manifest: BackupManifest; byServer: boolean }> {
  if (!existsSync(join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(`В ${config.dataDir} нет базы данных: укажите DATA_DIR сервера.`);
  }
  const target = resolve(folder);
  let snapshot: EmbeddedSnapshot;
  let byServer = false;
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir: config.dataDir });
    try {
      snapshot = await takeEmbeddedSnapshot(database, config.uploadsDir, target);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const socketPath = backupSocketPath(config.dataDir);
    if (!socketPath || !existsSync(socketPath)) {
      throw new BackupError(
        `Сервер (pid ${error.pid}) держит ${config.dataDir}, но не слушает ${socketPath ?? 'сокет копий'}: ` +
          'обновите и перезапустите его, либо остановите и повторите.',
      );
    }
    snapshot = await requestBackup<EmbeddedSnapshot>(socketPath, target);
    byServer = true;
  }
  const databaseFile = join(target, DATABASE_FILE);
  const tarball = await sha256File(databaseFile);
  const manifest: BackupManifest = {
    format: 1,
    takenAt: snapshot.takenAt,
    pauseMs: snapshot.pauseMs,
    database: {
      file: DATABASE_FILE,
      sha256: tarball.sha256,
      bytes: tarball.bytes,
      tables: await digestTarball(databaseFile),
    },
    files: await digestFiles(join(target, UPLOADS_FOLDER)),
  };
  await writeManifest(target, manifest);
  return { manifest, byServer };
}

/**
 * `npm run restore -- <folder>`, the server stopped: checks the copy against its manifest before touching
 * anything, moves the current database and files aside (`DATA_DIR/replaced-<time>`, never deleted), unpacks the
 * copy and proves every table and file matches the manifest.
 */
export async function restoreEmbedded(
  config: Config,
  folder: string,
): Promise<{ manifest: BackupManifest; replacedTo: string | undefined; problems: string[] }> {
  const source = resolve(folder);
  const manifest = await readManifest(source);
  const tarball = await sha256File(join(source, DATABASE_FILE));
  if (tarball.sha256 !== manifest.database.sha256) {
    throw new BackupError(`${DATABASE_FILE} повреждён: его контрольная сумма не та, что в manifest.json.`);
  }
  const damaged = compareDigests('файл', manifest.files, await digestFiles(join(source, UPLOADS_FOLDER)));
  if (damaged.length > 0) throw new BackupError(`Копия неполна:\n${damaged.join('\n')}`);

  let lock: ReturnType<typeof acquireDataDirLock>;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `Сервер (pid ${error.pid}) работает с ${config.dataDir}: остановите его, затем восстановите копию.`,
      );
    }
    throw error;
  }
  try {
    const pgdata = join(config.dataDir, 'pgdata');
    const replacedTo = await moveAside(config.dataDir, [pgdata, config.uploadsDir]);
    const tables = await digestTarball(join(source, DATABASE_FILE), { dataDir: config.dataDir, lock });
    for (const path of await listFiles(join(source, UPLOADS_FOLDER))) {
      const to = join(config.uploadsDir, relative(join(source, UPLOADS_FOLDER), path));
      await mkdir(dirname(to), { recursive: true });
      await copyFile(path, to);
    }
    const problems = [
      ...compareDigests('таблица', manifest.database.tables, tables),
      ...compareDigests('файл', manifest.files, await digestFiles(config.uploadsDir)),
    ];
    return { manifest, replacedTo, problems };
  } finally {
    lock.release();
  }
}

/** Opens a data dir tarball (into `dataDir` on disk, under the lock held, or in memory) and reads its tables. */
async function digestTarball(tarballPath: string, onDisk?: { dataDir: string; lock: DataDirLock }) {
  const tarball = new Blob([await readFile(tarballPath)], { type: 'application/gzip' });
  const database = await openDatabase(
    onDisk
      ? { kind: 'embedded', dataDir: onDisk.dataDir, startFrom: tarball, heldLock: onDisk.lock }
      : { kind: 'memory', dataDir: tarball },
  );
  try {
    return await digestTables(database.db);
  } finally {
    await database.close();
  }
}

async function moveAside(dataDir: string, paths: string[]): Promise<string | undefined> {
  const present = paths.filter((path) => existsSync(path));
  if (present.length === 0) return undefined;
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const aside = join(dataDir, `replaced-${stamp}`);
  await mkdir(aside, { recursive: true });
  for (const path of present) await rename(path, join(aside, basename(path)));
  return aside;
}
