import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareDigests } from './backup-manifest';
import { closeBackupSocket, listenForBackups, requestBackup } from './backup-socket';
import { defaultBackupFolder } from './embedded-backup';

describe('резервная копия: проверка и вызов', () => {
  const dir = mkdtempSync(join(tmpdir(), 'school-backup-socket-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names every table or file that differs, is missing or was not in the copy', () => {
    const expected = { 'public.news': { rows: 3, md5: 'a' }, 'public.faq': { rows: 1, md5: 'b' } };
    expect(compareDigests('таблица', expected, { ...expected })).toEqual([]);
    expect(
      compareDigests('таблица', expected, {
        'public.news': { rows: 2, md5: 'c' },
        'public.tags': { rows: 0, md5: '' },
      }),
    ).toEqual([
      'таблица public.news: ожидалось {"rows":3,"md5":"a"}, получено {"rows":2,"md5":"c"}',
      'таблица public.faq: нет после восстановления',
      'таблица public.tags: лишний, его не было в копии',
    ]);
  });

  it('puts a copy beside the data dir, named by its UTC time', () => {
    expect(defaultBackupFolder('/srv/school/data', new Date('2026-11-28T19:50:04.123Z'))).toBe(
      '/srv/school/backups/2026-11-28T19-50-04Z',
    );
  });

  it('answers through the data dir socket, and passes the server’s refusal on', async () => {
    const socketPath = join(dir, '.backup.sock');
    const server = await listenForBackups(socketPath, async (folder) => {
      if (folder === '/busy') throw new Error('/busy is not empty');
      return { folder, files: 2 };
    });
    try {
      await expect(requestBackup(socketPath, '/copies/one')).resolves.toEqual({
        folder: '/copies/one',
        files: 2,
      });
      await expect(requestBackup(socketPath, '/busy')).rejects.toThrow('/busy is not empty');
    } finally {
      await closeBackupSocket(server, socketPath);
    }
  });
});
