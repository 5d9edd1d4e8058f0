// The import rules of `npm run lint`: each rule fails on a violation planted in a small fixture tree, the
// fixture and the project's own tree pass. Run by `npm test` (scripts/test.mjs) with `node --test`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkImports } from './check-imports.mjs';

const script = fileURLToPath(new URL('./check-imports.mjs', import.meta.url));
const projectRoot = resolve(dirname(script), '..');

/** A tree that keeps every rule: one file of each kind the rules look at. */
const LAWFUL = {
  'packages/contracts/src/index.ts': "import { z } from 'zod';\nexport const id = z.number();",
  'apps/web/src/shared/api/client.ts': "import { id } from '@school/contracts';\nexport const api = id;",
  'apps/web/src/features/courses/courses-page.tsx':
    "import { api } from '@/shared/api/client';\nimport { CourseCard } from './components/course-card';",
  'apps/web/src/features/courses/components/course-card.tsx': "import { api } from '@/shared/api/client';",
  'apps/server/src/db/types.ts': 'export type Db = unknown;',
  'apps/server/src/plugins/auth.plugin.ts': "import type { Db } from '../db/types';",
  'apps/server/src/modules/audit/index.ts': "export { audit } from './audit.service';",
  'apps/server/src/modules/audit/audit.service.ts': "import type { Db } from '../../db/types';",
  'apps/server/src/modules/courses/courses.service.ts':
    "import { audit } from '../audit';\nimport { findCourse } from './courses.repository';",
  'apps/server/src/modules/courses/courses.routes.ts': "import { listCourses } from './courses.service';",
  'apps/server/src/modules/courses/courses.test.ts':
    "import { DEMO_PASSWORD } from '../../seed/people/staff.seed';",
  'apps/server/src/seed/courses/courses.seed.ts':
    "import { DEMO_PASSWORD } from '../people/staff.seed';\nimport type { DomainSeed } from '../domain-seed';\nimport { audit } from '../../modules/audit';",
  'apps/server/src/seed/courses/courses-seed-content.ts': "import { gradientPng } from '../demo-files';",
  'apps/server/src/seed/people/staff.seed.ts': "import { audit } from '../../modules/audit/index';",
  'apps/server/src/modules/staff/index.ts': "export { findStaff } from './staff.repository';",
  'apps/server/src/modules/index.ts': "import { coursesRoutes } from './courses/courses.routes';",
  'apps/server/src/seed/index.ts': "import { coursesSeed } from './courses/courses.seed';",
  'apps/server/src/app.ts':
    "import { findStaff } from './modules/staff';\nimport { audit } from './modules/audit';",
  'apps/server/src/db/schema/courses.table.ts':
    "import { integer, pgTable } from 'drizzle-orm/pg-core';\nexport const courses = pgTable('courses', { id: integer() });",
  'apps/server/src/modules/courses/courses.repository.ts':
    "import { eq } from 'drizzle-orm';\nimport { courses } from '../../db/schema/courses.table';",
  'apps/server/src/modules/courses/courses.list.ts':
    "import { sql } from 'drizzle-orm';\nimport { courses } from '../../db/schema/courses.table';",
  'apps/server/src/modules/courses/course.mapper.ts':
    "import type { CourseRow } from '../../db/schema/courses.table';\nimport { type SQL } from 'drizzle-orm';\nexport type { AnyPgColumn } from 'drizzle-orm/pg-core';",
  'apps/server/src/lists/define-list.ts': "import { and, sql } from 'drizzle-orm';",
  'apps/server/src/test/course-fixtures.ts': "import { courses } from '../db/schema/courses.table';",
  'apps/server/src/modules/courses/courses-order.test.ts': "import { asc } from 'drizzle-orm';",
};

const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function fixture(planted = {}) {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-'));
  roots.push(root);
  for (const [path, source] of Object.entries({ ...LAWFUL, ...planted })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${source}\n`);
  }
  return root;
}

const found = (root) => checkImports(root).map(({ file, specifier, rule }) => ({ file, specifier, rule }));

test('a tree that keeps the rules passes', () => {
  assert.deepEqual(found(fixture()), []);
});

test("the project's own tree passes", () => {
  assert.deepEqual(
    checkImports(projectRoot).map(({ message }) => message),
    [],
  );
});

describe('each rule fails on a planted violation', () => {
  const cases = [
    {
      rule: 'web-features',
      file: 'apps/web/src/features/courses/course-students.tsx',
      specifier: '@/features/students/components/student-table',
    },
    {
      rule: 'web-features',
      file: 'apps/web/src/features/courses/course-staff.tsx',
      specifier: '../staff/staff.api',
    },
    {
      rule: 'web-layers',
      file: 'apps/web/src/shared/ui/course-badge.tsx',
      specifier: '@/features/courses/courses.api',
    },
    { rule: 'web-layers', file: 'apps/web/src/shared/api/client.ts', specifier: '../../app/router' },
    {
      rule: 'web-layers',
      file: 'apps/web/src/features/courses/courses-page.tsx',
      specifier: '@/app/layout/menu',
    },
    { rule: 'server-base', file: 'apps/server/src/plugins/auth.plugin.ts', specifier: '../modules/staff' },
    {
      rule: 'server-base',
      file: 'apps/server/src/db/seed-all.ts',
      specifier: '../modules/courses/courses.routes',
    },
    { rule: 'server-base', file: 'apps/server/src/lists/page.ts', specifier: '../modules/audit' },
    { rule: 'server-base', file: 'apps/server/src/plugins/openapi.plugin.ts', specifier: '../modules' },
    { rule: 'server-base', file: 'apps/server/src/config/roles.ts', specifier: '../modules/staff/index' },
    { rule: 'server-base', file: 'apps/server/src/ports/mailer.ts', specifier: '../modules/mail' },
    {
      rule: 'module-face',
      file: 'apps/server/src/modules/courses/course-authors.service.ts',
      specifier: '../staff/staff.repository',
    },
    { rule: 'module-face', file: 'apps/server/src/server.ts', specifier: './modules/staff/staff.repository' },
    {
      rule: 'module-face',
      file: 'apps/server/src/seed/courses/courses.seed.ts',
      specifier: '../../modules/staff/staff.service',
    },
    {
      rule: 'seed-above',
      file: 'apps/server/src/modules/staff/staff-management.service.ts',
      specifier: '../../seed/people/staff.seed',
    },
    {
      rule: 'seed-above',
      file: 'apps/server/src/modules/courses/courses.service.ts',
      specifier: '../../seed/demo-files',
    },
    { rule: 'seed-above', file: 'apps/server/src/app.ts', specifier: './seed' },
    {
      rule: 'no-deep-climb',
      file: 'apps/web/src/features/courses/pages/course-page.tsx',
      specifier: '../../../shared/api/client',
    },
    { rule: 'contracts-alone', file: 'packages/contracts/src/course.ts', specifier: '@school/server' },
    {
      rule: 'contracts-alone',
      file: 'packages/contracts/course.ts',
      specifier: '../../apps/web/src/shared/api/client',
    },
  ];
  for (const { rule, file, specifier } of cases) {
    test(`${rule}: ${file} imports '${specifier}'`, () => {
      const root = fixture({ [file]: `import { x } from '${specifier}';` });
      assert.deepEqual(found(root), [{ file, specifier, rule }]);
    });
  }

  for (const file of [
    'apps/server/src/modules/courses/courses.seed.ts',
    'apps/server/src/modules/courses/courses.seed-data.ts',
    'apps/server/src/modules/students/students-bulk-seed.ts',
    'apps/server/src/modules/students/students-generator.ts',
    'apps/server/src/db/demo.seed.ts',
  ]) {
    test(`seed-home: demo data at ${file}`, () => {
      const root = fixture({ [file]: 'export const demo = [];' });
      assert.deepEqual(found(root), [{ file, specifier: '', rule: 'seed-home' }]);
    });
  }

  const sqlOutsideItsHome = [
    [
      'apps/server/src/modules/courses/courses.service.ts',
      'drizzle-orm',
      "import { eq } from 'drizzle-orm';",
    ],
    [
      'apps/server/src/modules/courses/course-access.ts',
      '../../db/schema/courses.table',
      "import { type CourseRow, courses } from '../../db/schema/courses.table';",
    ],
    [
      'apps/server/src/modules/courses/course-card.service.ts',
      'drizzle-orm/pg-core',
      "import { alias } from 'drizzle-orm/pg-core';",
    ],
    ['apps/server/src/plugins/audit.plugin.ts', 'drizzle-orm', "import * as orm from 'drizzle-orm';"],
    [
      'apps/server/src/modules/courses/index.ts',
      '../../db/schema/courses.table',
      "export { courses } from '../../db/schema/courses.table';",
    ],
    ['apps/server/src/jobs/cleanup.ts', 'drizzle-orm', "import { type SQL, sql } from 'drizzle-orm';"],
  ];
  for (const [file, specifier, source] of sqlOutsideItsHome) {
    test(`sql-home: ${file} imports a value of '${specifier}'`, () => {
      const root = fixture({ [file]: source });
      assert.deepEqual(found(root), [{ file, specifier, rule: 'sql-home' }]);
    });
  }

  test('module-cycle: two modules that import each other, through their faces', () => {
    const root = fixture({
      'apps/server/src/modules/staff/staff.service.ts': "import { countCourses } from '../courses';",
      'apps/server/src/modules/courses/index.ts': "export { countCourses } from './courses.service';",
      'apps/server/src/modules/courses/courses.service.ts': "import { findStaff } from '../staff';",
    });
    assert.deepEqual(found(root), [
      {
        file: 'apps/server/src/modules/courses/courses.service.ts',
        specifier: '../staff',
        rule: 'module-cycle',
      },
      {
        file: 'apps/server/src/modules/staff/staff.service.ts',
        specifier: '../courses',
        rule: 'module-cycle',
      },
    ]);
  });
});

test('the command names the file, the import and the rule, and fails', () => {
  const root = fixture({
    'apps/server/src/plugins/auth.plugin.ts': "import { findStaff } from '../modules/staff';",
  });
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  assert.match(
    run.stderr,
    /apps\/server\/src\/plugins\/auth\.plugin\.ts: '\.\.\/modules\/staff' — server-base: /,
  );
  const clean = spawnSync(process.execPath, [script, fixture()], { encoding: 'utf8' });
  assert.equal(clean.status, 0, clean.stderr);
});
