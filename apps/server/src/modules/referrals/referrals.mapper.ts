import {
  REFERRAL_STORED_FLAGS,
  type ReferralFlag,
  type ReferralRow,
  type ReferrerRow,
} from '@school/contracts/referrals';
import type { ReferralListRow } from './referrals.list';
import type { ReferrerAggregateRow } from './referrals.repository';

/** A list row as the API's ReferralRow: numeric text becomes roubles only here. */
export function toReferralDto(row: ReferralListRow): ReferralRow {
  const person = row.referrerKind === 'staff' ? row.staffReferrer : row.studentReferrer;
  const flags: ReferralFlag[] = row.flags.filter((flag): flag is ReferralFlag =>
    (REFERRAL_STORED_FLAGS as readonly string[]).includes(flag),
  );
  if (row.refunded) flags.push('refunded');
  return {
    id: row.id,
    createdAt: row.createdAt,
    code: row.code,
    referrer: {
      kind: row.referrerKind,
      id: row.referrerId,
      // A deleted referrer's account: the referral stays, without a name.
      name: person ? `${person.lastName} ${person.firstName}` : null,
      email: person?.email ?? null,
    },
    referred: {
      id: row.referred.id,
      name: `${row.referred.lastName} ${row.referred.firstName}`,
      email: row.referred.email,
    },
    paidSum: Number(row.paidSum),
    paymentsCount: row.paymentsCount,
    commission: Number(row.commission),
    flags,
  };
}

export function toReferrerRow(row: ReferrerAggregateRow): ReferrerRow {
  return {
    referrer: {
      kind: row.key > 0 ? 'staff' : 'student',
      id: Math.abs(row.key),
      name: row.name,
      email: row.email,
    },
    signUps: row.sign_ups,
    payingReferrals: row.paying,
    revenue: Number(row.revenue),
    accrued: Number(row.accrued),
  };
}
