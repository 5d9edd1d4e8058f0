import { createWriteStream } from 'node:fs';
import { copyFile, link, mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import type { Database } from '../db/database';
import { DATABASE_FILE, listFiles, UPLOADS_FOLDER } from './backup-manifest';

export interface EmbeddedSnapshot {
  folder: string;
  takenAt: string;
  /** How long the database held every query back. */
  pauseMs: number;
  files: number;
}

/**
 * Writes the embedded database's data dir (`pgdata.tar.gz`) and the stored files (`uploads/`) into `folder`,
 * consistent with each other: the files are linked while the database is paused (a hard link costs no copy,
 * and a stored file is never changed in place — a new version gets a new key), so every row that names a file
 * finds it. Across file systems, where a link is refused, the file is copied instead.
 */
export async function takeEmbeddedSnapshot(
  database: Database,
  uploadsDir: string,
  folder: string,
): Promise<EmbeddedSnapshot> {
  if (!database.snapshot) throw new Error('the backup command is for the embedded database');
  await mkdir(join(folder, UPLOADS_FOLDER), { recursive: true });
  let pausedAt = 0;
  const { tarball, alongside: files } = await database.snapshot(async () => {
    pausedAt = Date.now();
    const paths = await listFiles(uploadsDir);
    for (const path of paths)
      await linkOrCopy(path, join(folder, UPLOADS_FOLDER, relative(uploadsDir, path)));
    return paths.length;
  });
  const pauseMs = Date.now() - pausedAt;
  // Compressed once the queries run again: gzip inside the pause held them for seconds.
  await pipeline(
    Readable.fromWeb(tarball.stream() as WebReadableStream),
    createGzip(),
    createWriteStream(join(folder, DATABASE_FILE)),
  );
  return { folder, takenAt: new Date(pausedAt).toISOString(), pauseMs, files };
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}
