#!/usr/bin/env node
// `npm run lint`, after Biome: the import rules that keep the layers pointing one way (docs/decisions/000).
// Biome's noRestrictedImports matches a specifier, not where it lands, so "another feature" or "another
// module" would need one override per folder; this reads every import (TypeScript's own scanner), resolves
// it to a path and checks where it comes from and where it lands.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const RULES = {
  'web-features':
    'a web feature does not import another feature (move the shared piece to apps/web/src/shared/)',
  'web-layers':
    'the web points one way, shared → features → app: shared/ imports no feature nor app/, a feature no app/',
  'server-base':
    'plugins/, db/, lists/, config/ and ports/ do not import a module (buildApp passes them what they need; ports/ holds the interfaces modules implement)',
  'module-face':
    'code in apps/server/src outside a module reaches it through its index.ts only (modules/index.ts mounts its *.routes.ts)',
  'module-cycle':
    'two modules do not depend on each other, even through others (move the function to the domain it belongs to, or let the caller compose)',
  'seed-above':
    'the demo seed sits above the modules: only server.ts, cli/, tests and src/seed/ itself import src/seed/',
  'seed-home':
    'demo and bulk data live in apps/server/src/seed/ only (a module holds no *.seed.ts, *-seed-*.ts nor generator; `npm run seed` flags are listed in src/seed/index.ts)',
  'sql-home':
    "only repositories (*.repository.ts) and list declarations (*.list.ts) speak SQL: outside them, db/, lists/, src/seed/ and tests, a server file imports no table of db/schema/ nor a value of drizzle-orm (types are fine; move the query into the module's repository)",
  'no-deep-climb': 'no import climbs ../../../ (the web uses the @/ alias for apps/web/src/)',
  'contracts-alone': 'packages/contracts imports nothing from apps/',
};

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);
const SCANNED = ['apps', 'packages'];
const WEB_SRC = 'apps/web/src';
const FEATURES = 'apps/web/src/features/';
const SERVER_SRC = 'apps/server/src';
const MODULES = 'apps/server/src/modules/';
/** Demo data by its name: a seed and its content files (`courses.seed-data`, `students-bulk-seed`). */
const DEMO = /[.-]seed([.-][a-z-]+)?$|-generator$/;
const SEED_DIR = `${SERVER_SRC}/seed/`;
/** Where SQL may be written: the data layer of each module, the database, the list kit, the seed and tests. */
const SQL_HOMES = ['db', 'lists', 'seed', 'test'].map((dir) => `${SERVER_SRC}/${dir}/`);
const SQL_FILE = /\.(repository|list)$/;
const SERVER_BASE = ['plugins', 'db', 'lists', 'config', 'ports'].map((dir) => `${SERVER_SRC}/${dir}/`);

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const posix = (path) => path.split(sep).join('/');

/** Where a specifier lands, relative to the root (posix, extension as written), or null for a package. */
function landing(root, file, specifier) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    return posix(relative(root, resolve(dirname(join(root, file)), specifier)));
  }
  if (specifier.startsWith('@/') && file.startsWith('apps/web/')) return `${WEB_SRC}/${specifier.slice(2)}`;
  return null;
}

/** `modules/<domain>/<rest>` → {domain, rest} (rest without extension), or null outside a domain's folder. */
function moduleFile(path) {
  if (!path?.startsWith(MODULES)) return null;
  const [domain, ...rest] = path.slice(MODULES.length).split('/');
  if (rest.length === 0 && SOURCE.test(domain)) return null; // modules/index.ts, modules/module.ts
  return { domain, rest: rest.join('/').replace(SOURCE, '') };
}

function featureOf(path) {
  return path?.startsWith(FEATURES) ? path.slice(FEATURES.length).split('/')[0] : null;
}

function brokenRules(file, specifier, target) {
  const broken = [];
  if (specifier.startsWith('../../../')) broken.push('no-deep-climb');
  if (
    file.startsWith('packages/contracts/') &&
    (target?.startsWith('apps/') || /^@school\/(?!contracts(\/|$))/.test(specifier))
  ) {
    broken.push('contracts-alone');
  }
  const fromFeature = featureOf(file);
  const toFeature = featureOf(target);
  if (fromFeature && toFeature && fromFeature !== toFeature) broken.push('web-features');
  const fromShared = file.startsWith(`${WEB_SRC}/shared/`);
  if ((fromShared && toFeature) || ((fromShared || fromFeature) && target?.startsWith(`${WEB_SRC}/app/`))) {
    broken.push('web-layers');
  }
  if (
    (target === MODULES.slice(0, -1) || target?.startsWith(MODULES)) &&
    SERVER_BASE.some((base) => file.startsWith(base))
  ) {
    broken.push('server-base');
  }
  const toSeed = target === `${SERVER_SRC}/seed` || target?.startsWith(SEED_DIR);
  if (toSeed && !aboveSeed(file)) broken.push('seed-above');
  const to = moduleFile(target);
  if (
    to &&
    !broken.includes('server-base') &&
    file.startsWith(`${SERVER_SRC}/`) &&
    moduleFile(file)?.domain !== to.domain &&
    !throughFace(file, to)
  ) {
    broken.push('module-face');
  }
  return broken;
}

const isTest = (file) => /\.test$/.test(file.replace(SOURCE, ''));

function aboveSeed(file) {
  return (
    file === `${SERVER_SRC}/server.ts` ||
    file.startsWith(`${SERVER_SRC}/cli/`) ||
    file.startsWith(`${SERVER_SRC}/test/`) ||
    file.startsWith(SEED_DIR) ||
    isTest(file)
  );
}

/** Demo data outside src/seed/: a server source file named as a seed or a generator. */
function outsideSeedHome(file) {
  return (
    file.startsWith(`${SERVER_SRC}/`) &&
    !file.startsWith(SEED_DIR) &&
    !isTest(file) &&
    DEMO.test(file.split('/').pop().replace(SOURCE, ''))
  );
}

/** A server file that may not speak SQL itself. */
function outsideSqlHome(file) {
  return (
    file.startsWith(`${SERVER_SRC}/`) &&
    !SQL_HOMES.some((home) => file.startsWith(home)) &&
    !isTest(file) &&
    !SQL_FILE.test(file.replace(SOURCE, ''))
  );
}

/** An import that can bring SQL: drizzle-orm (or a subpath such as pg-core) or a table file of db/schema/. */
const sqlSource = (specifier, target) =>
  specifier === 'drizzle-orm' ||
  specifier.startsWith('drizzle-orm/') ||
  target?.startsWith(`${SERVER_SRC}/db/schema/`);

/** The specifiers a source imports or re-exports at least one value from (`import type` and `type x` are not). */
function valueSpecifiers(path, source) {
  const found = new Set();
  const sourceFile = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, false);
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    if (valueBinding(statement)) found.add(specifier.text);
  }
  return found;
}

function valueBinding(statement) {
  if (ts.isExportDeclaration(statement)) {
    if (statement.isTypeOnly) return false;
    const clause = statement.exportClause;
    return !clause || !ts.isNamedExports(clause) || clause.elements.some((element) => !element.isTypeOnly);
  }
  const clause = statement.importClause;
  if (!clause) return true; // `import 'drizzle-orm'`: run for its effect
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings) return false;
  if (ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.some((element) => !element.isTypeOnly);
}

function throughFace(file, { rest }) {
  if (rest === '' || rest === 'index') return true;
  if (file === `${MODULES}index.ts`) return /^[^/]+\.routes$/.test(rest);
  return false;
}

/** An import from one module's file into another module: an edge of the graph of domains. */
function domainEdge(file, target) {
  const from = moduleFile(file);
  const to = moduleFile(target);
  // Tests sit above the modules they use: nothing imports them back.
  if (!from || !to || from.domain === to.domain || /\.test$/.test(from.rest)) return null;
  return { from: from.domain, to: to.domain };
}

/** Edges whose target domain leads back to their source: every import that closes a cycle of modules. */
function cycleEdges(edges) {
  const next = new Map();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const reaches = (start, goal) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      const domain = stack.pop();
      if (domain === goal) return true;
      if (seen.has(domain)) continue;
      seen.add(domain);
      stack.push(...(next.get(domain) ?? []));
    }
    return false;
  };
  return edges.filter(({ from, to }) => reaches(to, from));
}

const violation = (file, specifier, rule) => ({
  file,
  specifier,
  rule,
  message: `${file}${specifier ? `: '${specifier}'` : ''} — ${rule}: ${RULES[rule]}`,
});

/** Every import under apps/ and packages/ that breaks a rule: [{file, specifier, rule, message}]. */
export function checkImports(root) {
  const violations = [];
  const edges = [];
  for (const scanned of SCANNED) {
    for (const path of sourceFiles(join(root, scanned))) {
      const file = posix(relative(root, path));
      if (outsideSeedHome(file)) violations.push(violation(file, '', 'seed-home'));
      const source = readFileSync(path, 'utf8');
      const { importedFiles } = ts.preProcessFile(source, true, true);
      let values;
      for (const { fileName: specifier } of importedFiles) {
        const target = landing(root, file, specifier);
        for (const rule of brokenRules(file, specifier, target))
          violations.push(violation(file, specifier, rule));
        if (outsideSqlHome(file) && sqlSource(specifier, target)) {
          values ??= valueSpecifiers(path, source);
          if (values.has(specifier)) violations.push(violation(file, specifier, 'sql-home'));
        }
        const edge = domainEdge(file, target);
        if (edge) edges.push({ ...edge, file, specifier });
      }
    }
  }
  for (const { file, specifier } of cycleEdges(edges))
    violations.push(violation(file, specifier, 'module-cycle'));
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv[2]
    ? resolve(process.argv[2])
    : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const violations = checkImports(root);
  for (const { message } of violations) console.error(message);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import(s) break the layering rules (scripts/check-imports.mjs).`);
    process.exit(1);
  }
  console.log('Imports follow the layering rules.');
}
