import { makeLocalDay } from '@school/contracts';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` (the wire's calendar day) as a local-midnight Date — what PrimeReact's Calendar shows. */
export function fromIsoDay(value: string | null | undefined): Date | null {
  const match = ISO_DAY.exec(value ?? '');
  return match ? makeLocalDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}
