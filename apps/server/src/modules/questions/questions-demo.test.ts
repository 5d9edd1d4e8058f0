import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

/**
 * Its own file: on PostgreSQL a new test app truncates the shared test database, so it must not run beside
 * another file's fixtures (files run one by one there).
 */
describe('demo questions', () => {
  it('has waiting demo questions for the demo curator and speaker', async () => {
    const fresh = await createTestApp();
    try {
      for (const role of ['curator', 'speaker'] as const) {
        const response = await fresh.app.inject({
          url: '/api/questions/waiting-count',
          headers: { authorization: `Bearer ${await fresh.loginAs(role)}` },
        });
        expect(response.json<{ waiting: number }>().waiting).toBeGreaterThan(0);
      }
    } finally {
      await fresh.close();
    }
  });
});
