import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { runCli } from './cli-runner';

describe('runCli on an embedded database the server holds', () => {
  const saved = { dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL };
  afterEach(() => {
    process.env.DATA_DIR = saved.dataDir;
    if (saved.databaseUrl !== undefined) process.env.DATABASE_URL = saved.databaseUrl;
    process.exitCode = 0;
    vi.restoreAllMocks();
  });

  it('prints the lock message and the command’s own hint, and fails', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'school-cli-'));
    const serverLock = acquireDataDirLock(dataDir);
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const task = vi.fn(async () => {});
    try {
      await runCli(task, { whenDataDirLocked: 'Read the mail in the server log.' });
    } finally {
      serverLock.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(task).not.toHaveBeenCalled();
    expect(printed).toHaveBeenCalledWith(
      expect.stringMatching(/already used[\s\S]*\nRead the mail in the server log\.$/),
    );
    expect(process.exitCode).toBe(1);
  });
});
