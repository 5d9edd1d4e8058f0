import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

/** The demo data as the seed leaves it: a fresh test app of its own, untouched by other tests' fixtures. */
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
