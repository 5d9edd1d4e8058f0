/**
 * How the student lists read a search (docs/decisions/004): the words of the query, each of which must occur
 * in the student's name, e-mail or phone, so «Фамилия Имя» and «Имя Фамилия» find the same people. A query
 * that looks like a phone number is one word: its digits («+7 979 524-17-15» → `79795241715`), since
 * phones are stored as `+7` and digits; a Russian leading 8 counts as 7, as when a phone is saved.
 */
export function studentSearchWords(search: string): string[] {
  const text = search.trim().toLowerCase();
  if (text === '') return [];
  if (PHONE_LIKE.test(text) && /\d/.test(text)) {
    const digits = text.replace(/\D/g, '');
    return [/^8\d{10}$/.test(digits) ? `7${digits.slice(1)}` : digits];
  }
  return [...new Set(text.split(/\s+/))];
}

/** Digits with the spaces, brackets, dashes and leading + people write phones with. */
const PHONE_LIKE = /^\+?[\d\s()-]+$/;

/**
 * A search needs a word of at least this many characters: the trigram index finds nothing shorter, so
 * it could only be a full scan. Shorter words beside it still narrow the matches.
 */
export const STUDENT_SEARCH_MIN_LENGTH = 3;

/** A search with words, none of them long enough to search by: the API answers 400, the web a hint. */
export function isStudentSearchTooShort(search: string): boolean {
  const words = studentSearchWords(search);
  return words.length > 0 && words.every((word) => word.length < STUDENT_SEARCH_MIN_LENGTH);
}
