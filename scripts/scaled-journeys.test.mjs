// docs/testing.md lists every journey tagged @scaled (e2e/support/scaled.ts) — the ones CI runs a second time on
// two instances, a replica and S3 — with its reason. Run by `npm test` with `node --test`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const e2e = new URL('../e2e/', import.meta.url);
const docs = readFileSync(new URL('../docs/testing.md', import.meta.url), 'utf8');

const tagged = readdirSync(e2e)
  .filter((name) => name.endsWith('.spec.ts'))
  .flatMap((file) =>
    [...readFileSync(new URL(file, e2e), 'utf8').matchAll(/test\(\s*'([^']+)',\s*scaled\(\s*'([^']+)'/g)].map(
      ([, title, why]) => ({ file, title, why }),
    ),
  );

test('some journeys are tagged @scaled, each with a reason', () => {
  assert.ok(tagged.length >= 10, `${tagged.length} tagged`);
  for (const { title, why } of tagged) assert.ok(why.length > 20, title);
});

test('docs/testing.md lists each @scaled journey with its file and reason', () => {
  const missing = tagged
    .filter(({ file, title, why }) => !docs.includes(`| \`${file}\` | ${title} | ${why} |`))
    .map(({ file, title }) => `${file}: ${title}`);
  assert.deepEqual(missing, []);
});
