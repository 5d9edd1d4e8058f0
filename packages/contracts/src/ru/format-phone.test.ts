import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it('groups a Russian number stored as +7 and ten digits', () => {
    expect(formatPhone('+79434708938')).toBe('+7 943 470-89-38');
    expect(formatPhone(' +79001234567 ')).toBe('+7 900 123-45-67');
  });

  it('shows other numbers as stored and empty values as an empty string', () => {
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
    expect(formatPhone('8900123')).toBe('8900123');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
