import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** `manifest.json` of a backup folder: what it holds, so a restore can prove it put every row and file back. */
export interface BackupManifest {
  format: 1;
  /** When the database was paused for the snapshot (ISO). */
  takenAt: string;
  /** How long the server's queries waited for the snapshot, ms. */
  pauseMs: number;
  /** `pgdata.tar.gz`: PGlite's data dir. */
  database: { file: 'pgdata.tar.gz'; sha256: string; bytes: number; tables: Record<string, TableDigest> };
  /** `uploads/`: the stored files (DATA_DIR/uploads), each by its storage key. */
  files: Record<string, FileDigest>;
}

export interface TableDigest {
  rows: number;
  /** md5 over the rows' md5s in sorted order: the same rows give the same digest, whatever their order on disk. */
  md5: string;
}

export interface FileDigest {
  bytes: number;
  sha256: string;
}

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'pgdata.tar.gz';
export const UPLOADS_FOLDER = 'uploads';

export async function sha256File(path: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Every file under `root` (the upload temp folder `.tmp` excepted), as storage key → digest. */
export async function digestFiles(root: string): Promise<Record<string, FileDigest>> {
  const digests: Record<string, FileDigest> = {};
  for (const path of await listFiles(root)) {
    digests[relative(root, path).split(sep).join('/')] = await sha256File(path);
  }
  return digests;
}

export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name === '.tmp') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) found.push(path);
    }
  };
  await walk(root);
  return found.sort();
}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(folder, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${MANIFEST_FILE}: unknown format ${String(manifest.format)}`);
  return manifest;
}

/** What differs between two sets of digests, as lines a person can read (empty: the same). */
export function compareDigests<T extends object>(
  what: string,
  expected: Record<string, T>,
  actual: Record<string, T>,
): string[] {
  const problems: string[] = [];
  for (const [key, digest] of Object.entries(expected)) {
    const found = actual[key];
    if (!found) problems.push(`${what} ${key}: нет после восстановления`);
    else if (JSON.stringify(found) !== JSON.stringify(digest)) {
      problems.push(`${what} ${key}: ожидалось ${JSON.stringify(digest)}, получено ${JSON.stringify(found)}`);
    }
  }
  for (const key of Object.keys(actual)) {
    if (!(key in expected)) problems.push(`${what} ${key}: лишний, его не было в копии`);
  }
  return problems;
}

export async function fileSize(path: string): Promise<number> {
  return (await stat(path)).size;
}
