import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

const NBSP = '\u00a0';

describe('formatFileSize', () => {
  it.each([
    [0, `0${NBSP}Б`],
    [1, `1${NBSP}Б`],
    [512, `512${NBSP}Б`],
    [1023, `1${NBSP}023${NBSP}Б`],
    [1024, `1${NBSP}КБ`],
    [1536, `1,5${NBSP}КБ`],
    [10 * 1024 + 100, `10,1${NBSP}КБ`],
    [1024 ** 2 - 1, `1${NBSP}МБ`],
    [50 * 1024 ** 2, `50${NBSP}МБ`],
    [2.25 * 1024 ** 3, `2,3${NBSP}ГБ`],
  ])('shows %d bytes as %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('never shows a small file as zero kilobytes', () => {
    expect(formatFileSize(300)).not.toMatch(/КБ/);
  });
});
