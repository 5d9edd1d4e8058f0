import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** An `npm run <script>` command as a person types it: `src/cli/<script>.ts` in a process of its own. */
export function runCommand(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, INIT_CWD: serverDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: string) => {
      output += chunk;
    };
    child.stdout.setEncoding('utf8').on('data', collect);
    child.stderr.setEncoding('utf8').on('data', collect);
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

export interface Upload {
  url: string;
  content: string;
}

/** One write of each kind a backup must keep together: a database row that names a stored file. */
export async function upload(url: string, token: string, n: number): Promise<Upload> {
  const content = `Конспект ${n}: ${'строка '.repeat(200 + n)}\n`;
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/plain' }), `konspekt-${n}.txt`);
  const response = await fetch(`${url}/api/storage?kind=attachment`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return { url: ((await response.json()) as { url: string }).url, content };
}

/** Uploads one after another until `stop()`; what was acknowledged is in `done`. */
export function keepUploading(url: string, token: string, from: number) {
  const done: Upload[] = [];
  let writing = true;
  const loop = (async () => {
    for (let n = from; writing; n++) done.push(await upload(url, token, n));
  })();
  return {
    done,
    async stop() {
      writing = false;
      await loop;
      return done;
    },
  };
}

/** The status of a stored file's download, and its text when it came. */
export async function download(url: string, token: string, file: Upload) {
  const response = await fetch(`${url}${file.url}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, text: response.ok ? await response.text() : '' };
}
