import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'school-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data-dir lock', () => {
  it('refuses a second lock on the same directory while the first is held', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      /Каталог данных уже используется другим процессом \(pid \d+\)/,
    );
    first.release();
    expect(existsSync(join(dir, '.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.lock'), '2147483646\n');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('creates a missing data directory', () => {
    const dir = join(tempDir(), 'nested', 'data');
    acquireDataDirLock(dir).release();
  });
});
