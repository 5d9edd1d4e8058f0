import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  normalizeTagColor,
  randomReadableTagColor,
  TAG_LABEL_DARK_TEXT,
  TAG_LABEL_LIGHT_TEXT,
  tagTextColor,
} from './tag-color';

/** A seeded generator (mulberry32), so a failure names draws that can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('randomReadableTagColor', () => {
  it('draws lower-case #rrggbb colours on which the label text has contrast ≥ 4.5', () => {
    const random = seeded(12);
    const colors = new Set<string>();
    for (let draw = 0; draw < 5000; draw++) {
      const color = randomReadableTagColor(random);
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(color, tagTextColor(color))).toBeGreaterThanOrEqual(4.5);
      expect(tagTextColor(color)).toBe(TAG_LABEL_LIGHT_TEXT);
      colors.add(color);
    }
    // Random, not a handful of fixed colours.
    expect(colors.size).toBeGreaterThan(1000);
  });

  it('stays readable at the edges of the generator (yellow hue, lightest draw, 0 and almost 1)', () => {
    for (const value of [0, 0.1666, 0.2, 0.5, 0.9999999]) {
      const color = randomReadableTagColor(() => value);
      expect(contrastRatio(color, TAG_LABEL_LIGHT_TEXT)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('tagTextColor', () => {
  it('puts dark text on a light colour an admin chose and white text on a dark one', () => {
    expect(tagTextColor('#ffee58')).toBe(TAG_LABEL_DARK_TEXT);
    expect(tagTextColor('#1e3a8a')).toBe(TAG_LABEL_LIGHT_TEXT);
    expect(contrastRatio('#ffee58', TAG_LABEL_DARK_TEXT)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('normalizeTagColor', () => {
  it('expands #rgb and lower-cases', () => {
    expect(normalizeTagColor('#ABC')).toBe('#aabbcc');
    expect(normalizeTagColor('#A1B2C3')).toBe('#a1b2c3');
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
