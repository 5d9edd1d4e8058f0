import { describe, expect, it } from 'vitest';
import { findInvalidText, hasInvalidCharacters } from './text';

describe('hasInvalidCharacters', () => {
  it.each([['\u0000'], ['a\u0000b'], ['\ud800'], ['x\udc00y'], ['🎓'.slice(0, 1)], ['\udfff\ud800']])(
    'finds NUL or a lone surrogate in %j',
    (text) => {
      expect(hasInvalidCharacters(text)).toBe(true);
    },
  );

  it.each([[''], ['Ёлка'], ['🎓 и 𝔘'], ['\u0001\t\n'], ['\ufffd'], ['\ud83c\udf93']])(
    'accepts %j',
    (text) => {
      expect(hasInvalidCharacters(text)).toBe(false);
    },
  );
});

describe('findInvalidText', () => {
  it('names the field, nested or in a list', () => {
    expect(findInvalidText({ name: 'ok', info: 'a\u0000' })).toBe('info');
    expect(findInvalidText({ indexesData: [{ moduleId: 1 }, { note: ['ok', '\ud800'] }] })).toBe(
      'indexesData.1.note.1',
    );
    expect(findInvalidText({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
  });

  it('gives the empty path for a bare string and null when everything is clean', () => {
    expect(findInvalidText('\u0000')).toBe('');
    expect(findInvalidText({ a: [1, true, null, 'Ёлка 🎓'], b: { c: 'x' } })).toBeNull();
    expect(findInvalidText(undefined)).toBeNull();
  });

  it('reads parsed query strings, whose objects have no Object prototype', () => {
    const query = Object.create(Object.create(null)) as Record<string, string>;
    query.search = '\u0000';
    expect(findInvalidText(query)).toBe('search');
  });

  it('leaves raw bodies (bytes) alone', () => {
    expect(findInvalidText(new Uint8Array([0, 0xed, 0xa0, 0x80]))).toBeNull();
  });

  it('walks a body nested 200,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(findInvalidText(deep)).toBe(Array(200_000).fill(0).join('.'));
  });
});
