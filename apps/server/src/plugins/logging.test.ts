import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, registerAccessLog } from './logging';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the access log', () => {
  it('writes one line per request, with method, URL, status and time, and never the token', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const options = loggerOptions('info', false) as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream }, disableRequestLogging: true });
    registerAccessLog(app);
    app.get('/thing', async () => ({ ok: true }));
    await app.inject({ url: '/thing?x=1', headers: { authorization: 'Bearer secret-token' } });
    await app.close();

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/thing?x=1', statusCode: 200 });
    expect(typeof requests[0]?.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it('loses no line written in batches when the process exits right after', () => {
    const dir = mkdtempSync(join(tmpdir(), 'school-log-'));
    try {
      const script = join(dir, 'log-and-exit.mts');
      const logging = pathToFileURL(join(serverDir, 'src', 'plugins', 'logging.ts')).href;
      const fastify = pathToFileURL(createRequire(import.meta.url).resolve('fastify')).href;
      writeFileSync(
        script,
        `import Fastify from ${JSON.stringify(fastify)};
import { loggerOptions } from ${JSON.stringify(logging)};
const app = Fastify({ logger: loggerOptions('info', false) });
for (let i = 0; i < 50; i++) app.log.info({ i }, 'line');
process.exit(0);
`,
      );
      const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: serverDir,
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      const logged = run.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).i);
      expect(logged).toEqual([...Array(50).keys()]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
