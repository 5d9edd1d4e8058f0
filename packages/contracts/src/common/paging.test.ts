import { describe, expect, it } from 'vitest';
import { listQuerySchema } from './paging';

describe('listQuerySchema', () => {
  it('fills the defaults', () => {
    expect(listQuerySchema.parse({})).toEqual({ skip: 0, take: 15, search: '' });
  });

  it('accepts orderBy in the form encodeSort produces', () => {
    expect(listQuerySchema.parse({ orderBy: 'createdAt:desc' }).orderBy).toBe('createdAt:desc');
    expect(listQuerySchema.safeParse({ orderBy: 'createdAt' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ orderBy: 'createdAt:up' }).success).toBe(false);
  });

  it('coerces paging from the query string and caps take', () => {
    expect(listQuerySchema.parse({ skip: '30', take: '15' })).toMatchObject({ skip: 30, take: 15 });
    expect(listQuerySchema.safeParse({ take: '101' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ skip: '-1' }).success).toBe(false);
  });
});
