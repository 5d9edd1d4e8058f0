import { describe, expect, it } from 'vitest';
import { decodeSort, encodeSort, SORT_DIRECTION_LABELS, SORT_DIRECTIONS, sortDirectionSchema } from './sort';

describe('encodeSort', () => {
  it('sends order 1 as ascending', () => {
    expect(encodeSort({ field: 'createdAt', order: 1 })).toBe('createdAt:asc');
  });

  it.each([[-1], [0], [2], [null], [undefined]])('sends order %j as descending', (order) => {
    expect(encodeSort({ field: 'createdAt', order })).toBe('createdAt:desc');
  });

  it('accepts nested and underscored field names', () => {
    expect(encodeSort({ field: 'student.last_name', order: 1 })).toBe('student.last_name:asc');
  });

  it.each([[''], [null], [undefined], ['1abc'], ['name:asc'], ['last name'], ['имя']])(
    'sends nothing for the field %j',
    (field) => {
      expect(encodeSort({ field, order: 1 })).toBeUndefined();
    },
  );

  it('sends nothing without a sort', () => {
    expect(encodeSort(null)).toBeUndefined();
    expect(encodeSort(undefined)).toBeUndefined();
  });
});

describe('decodeSort', () => {
  it('reads asc as 1 and desc as -1', () => {
    expect(decodeSort('name:asc')).toEqual({ field: 'name', order: 1 });
    expect(decodeSort('student.lastName:desc')).toEqual({ field: 'student.lastName', order: -1 });
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['name'],
    ['name:'],
    [':asc'],
    ['name:ASC'],
    ['name:up'],
    ['name:asc:desc'],
    [' name:asc'],
    ['1name:asc'],
  ])('gives null for %j', (orderBy) => {
    expect(decodeSort(orderBy)).toBeNull();
  });

  it('round-trips with encodeSort', () => {
    for (const order of [1, -1] as const) {
      expect(decodeSort(encodeSort({ field: 'cost', order }))).toEqual({ field: 'cost', order });
    }
  });
});

describe('sort directions', () => {
  it('label up and down', () => {
    expect(SORT_DIRECTIONS).toEqual(['up', 'down']);
    expect(SORT_DIRECTION_LABELS).toEqual({ up: 'По возрастанию', down: 'По убыванию' });
    expect(sortDirectionSchema.safeParse('sideways').success).toBe(false);
  });
});
