#!/usr/bin/env node
// `npm start`: builds the web app and the server when their build is missing or older than the sources,
// then runs the one production process (API + web app) in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps/server/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');
const sources = ['packages/contracts/src', 'apps/server/src', 'apps/server/drizzle', 'apps/web/src', 'apps/web/index.html'];

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

if (buildIsStale()) {
  console.log('Сборка веб-приложения и сервера (только при первом запуске или после изменений)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
