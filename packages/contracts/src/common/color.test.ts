import { describe, expect, it } from 'vitest';
import { hexColorSchema, randomTagColor, withAlpha } from './color';

describe('withAlpha', () => {
  it('appends the alpha to a 6-digit colour as two hex digits', () => {
    expect(withAlpha('#1e88e5', 0.5)).toBe('#1e88e580');
    expect(withAlpha('#1e88e5', 1)).toBe('#1e88e5ff');
    expect(withAlpha('#1e88e5', 0)).toBe('#1e88e500');
    expect(withAlpha('#1e88e5', 0.2)).toBe('#1e88e533');
  });

  it('expands a 3-digit colour', () => {
    expect(withAlpha('#abc', 1)).toBe('#aabbccff');
    expect(withAlpha('#F0A', 0.5)).toBe('#ff00aa80');
  });

  it('replaces the alpha of an 8-digit colour instead of multiplying it', () => {
    expect(withAlpha('#1e88e580', 1)).toBe('#1e88e5ff');
    expect(withAlpha('#1E88E5FF', 0)).toBe('#1e88e500');
  });

  it('lowercases the result', () => {
    expect(withAlpha('#ABCDEF', 1)).toBe('#abcdefff');
  });

  it('rounds the alpha to the nearest step of 1/255', () => {
    expect(withAlpha('#000000', 0.001)).toBe('#00000000');
    expect(withAlpha('#000000', 0.999)).toBe('#000000ff');
    expect(withAlpha('#000000', 1 / 255)).toBe('#00000001');
  });

  it.each([
    ['1e88e5'],
    ['#1e88e'],
    ['#1e88e5f'],
    ['#abcd'],
    ['#ggg'],
    ['red'],
    [''],
    ['#1e88e5 '],
    ['rgb(0,0,0)'],
  ])('returns the invalid colour %j unchanged', (color) => {
    expect(withAlpha(color, 0.5)).toBe(color);
  });

  it.each([[-0.01], [1.01], [2], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'returns the colour unchanged for alpha %s',
    (alpha) => {
      expect(withAlpha('#1e88e5', alpha)).toBe('#1e88e5');
    },
  );
});

describe('randomTagColor', () => {
  it('maps the random source onto #000000..#ffffff', () => {
    expect(randomTagColor(() => 0)).toBe('#000000');
    expect(randomTagColor(() => 0.5)).toBe('#800000');
    expect(randomTagColor(() => 0.999_999_999)).toBe('#ffffff');
  });

  it('stays six digits for a source outside [0, 1)', () => {
    expect(randomTagColor(() => 1)).toBe('#ffffff');
    expect(randomTagColor(() => -1)).toBe('#000000');
    expect(randomTagColor(() => Number.NaN)).toBe('#000000');
  });

  it('gives a valid colour from Math.random by default', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(randomTagColor()).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('hexColorSchema', () => {
  it('accepts the forms withAlpha accepts', () => {
    for (const color of ['#abc', '#AABBCC', '#aabbcc80']) {
      expect(hexColorSchema.safeParse(color).success).toBe(true);
    }
    for (const color of ['abc', '#abcd', 'blue', '#12345g']) {
      expect(hexColorSchema.safeParse(color).success).toBe(false);
    }
  });
});
