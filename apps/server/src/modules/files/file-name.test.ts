import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name';

describe('cleanFileName', () => {
  it('keeps the last path segment without control characters', () => {
    expect(cleanFileName('C:\\fakepath\\фото.png')).toBe('фото.png');
    expect(cleanFileName('a\u0000b\u001f.txt ')).toBe('ab.txt');
    expect(cleanFileName(' / ')).toBe('file');
  });

  it('shortens a name over 100 characters to 100, keeping the extension', () => {
    const name = `${'а'.repeat(150)}.docx`;
    expect(cleanFileName(name)).toBe(`${'а'.repeat(95)}.docx`);
    expect(cleanFileName('б'.repeat(100))).toBe('б'.repeat(100));
    expect(cleanFileName('в'.repeat(130))).toBe('в'.repeat(100));
  });

  it('treats a long tail after the last dot as part of the name', () => {
    const name = `Отчёт. ${'итоги года '.repeat(12)}`;
    expect(cleanFileName(name)).toBe(name.trim().slice(0, 100).trimEnd());
  });

  it('never cuts an emoji in half', () => {
    const name = `${'a'.repeat(95)}😀😀😀.pdf`;
    const cleaned = cleanFileName(name);
    expect(cleaned).toBe(`${'a'.repeat(95)}.pdf`);
    expect(cleaned.length).toBeLessThanOrEqual(100);
  });
});
