import { describe, expect, it } from 'vitest';
import { isStudentSearchTooShort, studentSearchWords } from './student-search';

describe('studentSearchWords', () => {
  it('splits a name into lower-case words, once each, in any order', () => {
    expect(studentSearchWords('  Иванова   Анна ')).toEqual(['иванова', 'анна']);
    expect(studentSearchWords('Анна анна')).toEqual(['анна']);
    expect(studentSearchWords('ivanova@mail.ru')).toEqual(['ivanova@mail.ru']);
    expect(studentSearchWords('')).toEqual([]);
  });

  it('reads a phone as its digits, with a Russian 8 as 7', () => {
    expect(studentSearchWords('+7 979 524-17-15')).toEqual(['79795241715']);
    expect(studentSearchWords('(979) 524')).toEqual(['979524']);
    expect(studentSearchWords('8 979 524 17 15')).toEqual(['79795241715']);
    expect(studentSearchWords('8 979')).toEqual(['8979']);
    expect(studentSearchWords('Иванова 979')).toEqual(['иванова', '979']);
  });
});

describe('isStudentSearchTooShort', () => {
  it('is true when no word reaches three characters', () => {
    expect(isStudentSearchTooShort('ab')).toBe(true);
    expect(isStudentSearchTooShort('ab cd')).toBe(true);
    expect(isStudentSearchTooShort('+7 9')).toBe(true);
    expect(isStudentSearchTooShort('')).toBe(false);
    expect(isStudentSearchTooShort('   ')).toBe(false);
    expect(isStudentSearchTooShort('Иванова А')).toBe(false);
    expect(isStudentSearchTooShort('9 7 9')).toBe(false);
  });
});
