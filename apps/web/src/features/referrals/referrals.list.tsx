import type { ReferralRow } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { referralColumns } from './components/referral-columns';
import { ReferralsFilters } from './components/referrals-filters';
import { REFERRALS_URL } from './lib/referrals-list-config';
import { REFERRALS_CSV, type ReferralsFilter, useReferrals } from './referrals.api';

const t = referralsTexts.referrals;

/** /refferal-list: search, who invited, flags and a period; referrals.csv with the same search, filters and order. */
export const REFERRALS_LIST: ListDeclaration<ReferralRow, ReferralsFilter> = {
  url: REFERRALS_URL,
  useItems: useReferrals,
  label: t.listTitle,
  columns: referralColumns,
  Filters: ReferralsFilters,
  search: { placeholder: t.page.searchPlaceholder },
  export: REFERRALS_CSV,
};
