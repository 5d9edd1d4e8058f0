import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('forgets an entry after its time and the oldest entry when full', () => {
    const cache = createTtlCache<number>(1000, 2);
    cache.set('a', 1, 0);
    expect(cache.get('a', 1000)).toBe(1);
    expect(cache.get('a', 1001)).toBeUndefined();
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    expect([cache.get('b', 0), cache.get('c', 0)]).toEqual([2, 3]);
    cache.delete('b');
    expect(cache.get('b', 0)).toBeUndefined();
  });
});
