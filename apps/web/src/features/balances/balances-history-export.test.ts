import { describe, expect, it } from 'vitest';
import { historyExport } from './balances-history.list';

describe('the earnings history «Экспорт»', () => {
  it('is one`s own history on /earnings, and that person`s (adminId) on a profile', () => {
    expect(historyExport({ own: true })).toEqual({
      path: '/balances-history/my/csv',
      fileName: 'balances-history.csv',
    });
    expect(historyExport({ own: false, staffId: 7 })).toEqual({
      path: '/balances-history/csv',
      fileName: 'balances-history.csv',
      params: { adminId: 7 },
    });
  });
});
