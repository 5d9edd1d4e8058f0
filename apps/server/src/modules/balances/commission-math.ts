import { toKopecks } from '@school/contracts';
import type { Owner } from './balances.repository';

/** Whole kopecks of the ledger's numeric text, and back: the commission steps count in kopecks only. */
export const kopecksOf = (text: string) => toKopecks(Number(text));
export const moneyOf = (kopecks: number) => {
  const sign = kopecks < 0 ? '-' : '';
  const whole = Math.abs(kopecks);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
};

export const ownerColumns = (owner: Owner) =>
  owner.staffId !== undefined
    ? { staffId: owner.staffId, studentId: null }
    : { studentId: owner.studentId, staffId: null };
export const ownerOfRow = (row: { staffId: number | null; studentId: number | null }): Owner =>
  row.staffId !== null ? { staffId: row.staffId } : { studentId: row.studentId ?? 0 };
export const ownerKey = (row: { staffId: number | null; studentId: number | null }) =>
  row.staffId !== null ? `s${row.staffId}` : `t${row.studentId}`;

/** round(amount × percent / 100), half up, exact (BigInt: kopecks × hundredths of a percent pass 2⁵³). */
export function commissionKopecks(amountKopecks: number, percent: string): number {
  const hundredths = BigInt(toKopecks(Number(percent)));
  return Number((BigInt(amountKopecks) * hundredths + 5000n) / 10000n);
}

/** Equal shares of `total` kopecks, the remainder to the first (the lowest id). */
export function splitEqually(total: number, parts: number): number[] {
  if (parts <= 0) return [];
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, index) => (index === 0 ? total - share * (parts - 1) : share));
}

const IN_CHUNK = 1000;
/** Slices of at most 1,000, so an `in (…)` list stays a sane size however many payments the seed passes. */
export const chunks = <T>(items: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IN_CHUNK) out.push(items.slice(i, i + IN_CHUNK));
  return out;
};
