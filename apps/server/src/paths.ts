import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

let cachedRoot: string | undefined;

/**
 * The apps/server folder, found by walking up from this module. The same code runs from `src/` (tsx, vitest)
 * and from the tsup bundle in `dist/` (main.js and cli/*.js), at different depths, so a fixed `../..` breaks.
 */
export function serverRoot(): string {
  if (cachedRoot) return cachedRoot;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && readFileSync(pkg, 'utf8').includes('"@school/server"')) {
      cachedRoot = dir;
      return dir;
    }
    dir = dirname(dir);
  }
  throw new Error('Cannot find the @school/server package folder');
}

/** SQL migrations written by drizzle-kit (`npm run db:generate -w apps/server`). */
export function migrationsFolder(): string {
  return join(serverRoot(), 'drizzle');
}

/** The built web app, apps/web/dist. */
export function defaultWebDist(): string {
  return resolve(serverRoot(), '..', 'web', 'dist');
}
