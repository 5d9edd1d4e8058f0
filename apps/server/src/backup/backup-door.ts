import { readdir } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { backupSocketPath, closeBackupSocket, listenForBackups } from './backup-socket';
import { takeEmbeddedSnapshot } from './embedded-snapshot';

/**
 * On the embedded database, the running server takes backups when `npm run backup` asks through the data dir's
 * socket (backup-socket.ts). PostgreSQL has its own routine (docs/reliability.md); there is no door then.
 */
export async function openBackupDoor(
  config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 's3'>,
  database: Database,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> } | undefined> {
  if (database.kind !== 'embedded') return undefined;
  const socketPath = backupSocketPath(config.dataDir);
  if (!socketPath) {
    log.warn({ dataDir: config.dataDir }, 'the data dir path is too long for the backup socket');
    return undefined;
  }
  const server = await listenForBackups(socketPath, async (folder) => {
    if (!isAbsolute(folder)) throw new Error('the backup folder must be an absolute path');
    if ((await readdir(folder).catch(() => [])).length > 0) throw new Error(`${folder} is not empty`);
    const snapshot = await takeEmbeddedSnapshot(database, config.uploadsDir, folder);
    log.info({ ...snapshot, filesInBucket: Boolean(config.s3) }, 'backup taken');
    return snapshot;
  });
  return { close: () => closeBackupSocket(server, socketPath) };
}
