import { describe, expect, it } from 'vitest';
import { csvLine } from './csv-format';

describe('csvLine', () => {
  it('quotes like COPY … CSV', () => {
    expect(csvLine(['a', null, '', 'b;c', 'd"e', 'f\r\ng'])).toBe('a;;"";"b;c";"d""e";"f\r\ng"\n');
  });
});
