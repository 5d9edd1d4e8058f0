// Builds the web app and the server when their build is missing or older than the sources. Used by
// `npm start` and the browser tests, so neither runs a stale bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = join(root, 'apps/server/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) return true;
  const built = Math.min(statSync(serverEntry).mtimeMs, statSync(webIndex).mtimeMs);
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

/** Returns the build's exit status (0 when nothing had to be built). */
export function buildIfStale() {
  if (!buildIsStale()) return 0;
  console.log('Сборка веб-приложения и сервера (при первом запуске или после изменений)…');
  const started = Date.now();
  const status = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status ?? 1;
  if (status === 0)
    console.log(`Сборка готова за ${Math.round((Date.now() - started) / 1000)} с; запуск сервера…`);
  return status;
}
