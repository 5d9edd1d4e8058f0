// Which journeys `npm run test:quick` runs for a change (scripts/changed-journeys.mjs). Run by `npm test`.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { FEATURE_JOURNEYS, journeysFor } from './changed-journeys.mjs';

const specs = readdirSync(new URL('../e2e', import.meta.url))
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => name.replace(/\.spec\.ts$/, ''));

test('a changed spec runs itself; docs and the server core run none', () => {
  assert.deepEqual(journeysFor(['e2e/news.spec.ts', 'docs/testing.md', 'apps/server/src/app.ts'], specs), [
    'news',
  ]);
});

test('a web feature or a server module runs the journeys named after it and its aliases', () => {
  assert.deepEqual(journeysFor(['apps/web/src/features/applications/queue-page.tsx'], specs), [
    'applications',
    'applications-board',
    'services',
  ]);
  assert.deepEqual(journeysFor(['apps/server/src/modules/students/students.routes.ts'], specs), [
    'bulk-actions',
    'people',
    'students',
  ]);
  // A domain's one name (docs/glossary.md) reaches the journeys named after its URL.
  assert.deepEqual(journeysFor(['apps/web/src/features/payments/payments.list.tsx'], specs), [
    'sales',
    'sales-statistics',
  ]);
  assert.deepEqual(journeysFor(['apps/web/src/features/balances/balances.api.ts'], specs), ['earnings']);
  assert.deepEqual(journeysFor(['apps/web/src/features/mail/mail.list.tsx'], specs), ['mail-outbox']);
  assert.deepEqual(journeysFor(['apps/web/src/features/site-content/site-content.api.ts'], specs), [
    'faq-tags',
    'settings',
  ]);
});

test('the web app shared code runs the shell and lists journeys', () => {
  assert.deepEqual(journeysFor(['apps/web/src/shared/lists/list-page.tsx'], specs), ['lists', 'shell']);
});

test('every alias names journeys that exist', () => {
  for (const [feature, names] of Object.entries(FEATURE_JOURNEYS)) {
    for (const name of names) assert.ok(specs.includes(name), `${feature}: ${name}.spec.ts`);
  }
});
