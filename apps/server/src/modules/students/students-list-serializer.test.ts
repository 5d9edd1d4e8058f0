import { studentsListResponseSchema } from '@school/contracts';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listStudentItems } from './students.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const route = { method: 'GET', url: '/api/students', httpStatus: '200' };

describe('the list routes serialise with JSON.stringify', () => {
  it('gives the same bytes as the zod response serializer', async () => {
    const zod = serializerCompiler({ schema: studentsListResponseSchema, ...route });
    const plain = trustedJsonSerializer({ schema: studentsListResponseSchema, ...route });
    for (const query of [{}, { subscription: 'active' as const, orderBy: 'lastName:asc' }]) {
      const page = await listStudentItems(t.database.db, {
        skip: 0,
        take: 50,
        search: '',
        subscription: 'all',
        ...query,
      });
      expect(page.items.length).toBeGreaterThan(0);
      expect(plain(page)).toBe(zod(page));
    }
  });
});
