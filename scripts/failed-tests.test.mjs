import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorSummary, failuresOf } from './failed-tests.mjs';

test('names a failed Vitest test and a file that failed before its tests ran', () => {
  const report = {
    testResults: [
      {
        name: 'src/a.test.ts',
        status: 'failed',
        assertionResults: [
          { status: 'passed', fullName: 'a works' },
          {
            status: 'failed',
            fullName: 'a › refuses',
            failureMessages: ['\u001b[31mAssertionError\u001b[39m: expected 200 to be 409\n\n  at x'],
          },
        ],
      },
      { name: 'src/b.test.ts', status: 'failed', assertionResults: [], message: 'Cannot find module x' },
    ],
  };
  assert.deepEqual(failuresOf(report), [
    { test: 'src/a.test.ts: a › refuses', error: 'AssertionError: expected 200 to be 409 | at x' },
    { test: 'src/b.test.ts', error: 'Cannot find module x' },
  ]);
});

test('names an unexpected Playwright test with its describe and its last attempt’s error', () => {
  const report = {
    suites: [
      {
        title: 'news.spec.ts',
        file: 'news.spec.ts',
        specs: [],
        suites: [
          {
            title: 'Новости',
            file: 'news.spec.ts',
            specs: [
              { title: 'ok', file: 'news.spec.ts', line: 5, tests: [{ status: 'expected', results: [] }] },
              {
                title: 'удаление',
                file: 'news.spec.ts',
                line: 9,
                tests: [
                  {
                    status: 'unexpected',
                    results: [{ error: { message: 'Error: timeout\nExpected: 1\nReceived: 2\nmore' } }],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(failuresOf(report), [
    { test: 'news.spec.ts:9 › Новости › удаление', error: 'Error: timeout | Expected: 1 | Received: 2' },
  ]);
  assert.equal(errorSummary(undefined), '');
});

test('names what npm test saw fail outside any test, from its summary', () => {
  const summary = {
    passed: 3,
    failed: 1,
    skipped: 0,
    problems: ['apps/web: Vitest завершился с ошибкой вне тестов'],
  };
  assert.deepEqual(failuresOf(summary), [
    { test: 'apps/web: Vitest завершился с ошибкой вне тестов', error: '' },
  ]);
});
