import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Каталог данных уже используется другим процессом (pid ${pid}): ${dataDir}. ` +
        'Остановите его или укажите другой DATA_DIR. / ' +
        `The data directory is already used by another process (pid ${pid}); stop it or set another DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    return Number.NaN;
  }
}

/**
 * PGlite has no lock between processes: a second process opening the same folder silently loses writes.
 * A `.lock` file created with 'wx' holds our pid; a lock left by a dead pid (after SIGKILL) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, '.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readPid(file) === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(file);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(pid, dataDir);
      try {
        unlinkSync(file);
      } catch {
        // another process took it over between our read and unlink; retry decides
      }
    }
  }
  throw new DataDirLockedError(readPid(file), dataDir);
}
