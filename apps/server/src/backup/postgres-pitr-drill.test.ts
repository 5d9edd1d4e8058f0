import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { download, keepUploading, runCommand, type Upload, upload } from '../test/drill';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import { freePort, loginDemoAdmin, type ServerProcess, startServerProcess } from '../test/server-process';

/**
 * The PostgreSQL routine of docs/reliability.md, drilled on a throw-away cluster of its own: WAL archived by
 * `archive_command`, a base backup taken under writes (`pg_basebackup`), the bucket's files copied beside it
 * (`npm run storage:backup`), then the cluster lost and rebuilt from the base backup, replayed from the archive to
 * a point in time, its files put into a new bucket (`npm run storage:migrate`), and the server started on both.
 * Needs PostgreSQL's programs: PG_PITR_BIN (their folder) and, as root, PG_PITR_OS_USER (`.ci/run` sets both).
 */
const bin = process.env.PG_PITR_BIN;
const osUser = process.env.PG_PITR_OS_USER;

/** PostgreSQL's program `program` as the cluster's owner: [file, args] for execFile. */
function asPostgresCommand(program: string, args: string[]): [string, string[]] {
  const command = [join(bin!, program), ...args];
  if (!osUser) return [command[0]!, command.slice(1)];
  return ['su', [osUser, '-c', command.map((part) => `'${part.replaceAll("'", `'\\''`)}'`).join(' ')]];
}

function asPostgres(program: string, args: string[]): string {
  const [file, fileArgs] = asPostgresCommand(program, args);
  return execFileSync(file, fileArgs, { encoding: 'utf8', stdio: 'pipe' });
}

const JWT_SECRET = 'pitr-drill-secret-long-enough-for-hs256-signing';

describe.skipIf(!bin)('PostgreSQL: базовая копия, архив WAL и восстановление на момент времени', () => {
  const root = mkdtempSync(join(tmpdir(), 'school-pitr-'));
  const clusters: string[] = [];
  const buckets: S3TestServer[] = [];
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    for (const data of clusters) {
      try {
        asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    }
    for (const bucket of buckets) await bucket.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('база и файлы возвращаются к моменту T: записанное до T на месте, после T — нет', async () => {
    chmodSync(root, 0o777);
    const data = join(root, 'data');
    const archive = join(root, 'wal-archive');
    const base = join(root, 'base');
    const files = join(root, 'files');
    mkdirSync(archive);
    chmodSync(archive, 0o777);
    const port = await freePort();
    asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
    appendFileSync(
      join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        `unix_socket_directories = '${root}'`,
        "listen_addresses = '127.0.0.1'",
        'wal_level = replica',
        'archive_mode = on',
        `archive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'`,
        // At most a minute of writes is only in the live WAL segment (docs/reliability.md: the recovery point).
        'archive_timeout = 60',
        '',
      ].join('\n'),
    );
    asPostgres('pg_ctl', ['-D', data, '-l', join(root, 'primary.log'), '-w', 'start']);
    clusters.push(data);
    asPostgres('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'school']);
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/school`;
    const bucket = await startS3TestServer('school-pitr');
    buckets.push(bucket);

    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      SEED_DEMO: '1',
      ...bucket.env,
    });
    const token = await loginDemoAdmin(server.url);
    const early: Upload[] = [];
    for (let n = 0; n < 3; n++) early.push(await upload(server.url, token, n));

    // The nightly part, under writes: the base backup, then the files beside it.
    const writer = keepUploading(server.url, token, 100);
    while (writer.done.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const baseStarted = Date.now();
    // Not execFileSync: the uploads are sent from this process and must go on meanwhile.
    await promisify(execFile)(
      ...asPostgresCommand('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-D',
        base,
        '-c',
        'fast',
      ]),
    );
    const baseMs = Date.now() - baseStarted;
    const duringBase = await writer.stop();
    const firstCopy = await runCommand('storage-backup', ['--to', files], bucket.env);
    expect(firstCopy.code, firstCopy.output).toBe(0);

    // Acknowledged after the base backup: only the WAL archive has them.
    const beforeTarget: Upload[] = [];
    for (let n = 200; n < 203; n++) beforeTarget.push(await upload(server.url, token, n));
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => {});
    await client.connect();
    const target = (
      await client.query<{ at: string }>(
        `select to_char(clock_timestamp(), 'YYYY-MM-DD HH24:MI:SS.USOF') as at`,
      )
    ).rows[0]!.at;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterTarget: Upload[] = [];
    for (let n = 300; n < 303; n++) afterTarget.push(await upload(server.url, token, n));
    // The files' copy runs every few minutes beside the archive; this one is after T.
    const secondCopy = await runCommand('storage-backup', ['--to', files], bucket.env);
    expect(secondCopy.code, secondCopy.output).toBe(0);
    // The live segment goes to the archive (archive_timeout would, within a minute).
    const { wal } = (await client.query<{ wal: string }>('select pg_walfile_name(pg_switch_wal()) as wal'))
      .rows[0]!;
    for (let waited = 0; ; waited += 100) {
      const { last } = (
        await client.query<{ last: string | null }>('select last_archived_wal as last from pg_stat_archiver')
      ).rows[0]!;
      if (last && last >= wal) break;
      if (waited > 30_000) throw new Error(`WAL ${wal} was not archived (last: ${last})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.end();

    // The cluster and the bucket are lost.
    await server.stop();
    server = undefined;
    asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    clusters.pop();
    await bucket.close();
    buckets.pop();

    const restoreStarted = Date.now();
    const restored = join(root, 'restored');
    execFileSync('cp', ['-a', base, restored]);
    const restoredPort = await freePort();
    writeFileSync(join(restored, 'recovery.signal'), '');
    appendFileSync(
      join(restored, 'postgresql.auto.conf'),
      [
        `port = ${restoredPort}`,
        `restore_command = 'cp ${archive}/%f %p'`,
        `recovery_target_time = '${target}'`,
        "recovery_target_action = 'promote'",
        '',
      ].join('\n'),
    );
    if (osUser) execFileSync('chown', ['-R', osUser, restored]);
    asPostgres('pg_ctl', ['-D', restored, '-l', join(root, 'restored.log'), '-w', '-t', '120', 'start']);
    clusters.push(restored);
    const restoredUrl = `postgres://postgres@127.0.0.1:${restoredPort}/school`;
    const check = new pg.Client({ connectionString: restoredUrl });
    check.on('error', () => {});
    await check.connect();
    for (let waited = 0; (await check.query('select pg_is_in_recovery() as r')).rows[0].r; waited += 100) {
      if (waited > 60_000) throw new Error('the restored cluster did not leave recovery');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await check.end();
    const databaseMs = Date.now() - restoreStarted;

    const newBucket = await startS3TestServer('school-restored');
    buckets.push(newBucket);
    const filesBack = await runCommand('storage-migrate', [], { ...newBucket.env, UPLOADS_DIR: files });
    expect(filesBack.code, filesBack.output).toBe(0);
    const restoreMs = Date.now() - restoreStarted;

    server = await startServerProcess({ DATABASE_URL: restoredUrl, JWT_SECRET, ...newBucket.env });
    const again = await loginDemoAdmin(server.url);
    for (const file of [...early, ...duringBase, ...beforeTarget]) {
      expect(await download(server.url, again, file)).toEqual({ status: 200, text: file.content });
    }
    for (const file of afterTarget) expect((await download(server.url, again, file)).status).toBe(404);
    console.log(
      `PostgreSQL PITR drill: base backup ${baseMs} ms under ${duringBase.length} uploads; restored to ${target} ` +
        `in ${restoreMs} ms (database ${databaseMs} ms, files ${filesBack.ms} ms)`,
    );
  }, 300_000);
});
