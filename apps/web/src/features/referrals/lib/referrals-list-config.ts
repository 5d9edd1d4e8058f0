import { REFERRAL_FLAG_FILTERS, REFERRALS_LIST_MAX_ROWS, REFERRER_KINDS } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import type { SelectOption } from '@/shared/forms/select-field';
import type { ListConfig } from '@/shared/lists/list-url';
import { REFERRALS_FILTERS, type ReferralsFilter } from '../referrals.api';

const t = referralsTexts.referrals;

/** «Рефералы»: every filter in the URL, the newest referrals first unless the URL says otherwise. */
export const REFERRALS_URL: ListConfig<ReferralsFilter> = {
  filters: REFERRALS_FILTERS,
  defaultSort: 'createdAt:desc',
  maxRows: REFERRALS_LIST_MAX_ROWS,
};

/** «Все» is the absence of the parameter, so no option stands for it. */
export const kindOptions: SelectOption[] = REFERRER_KINDS.map((kind) => ({
  label: t.referrerKindFilterLabels[kind],
  value: kind,
}));

export const flagOptions: SelectOption[] = REFERRAL_FLAG_FILTERS.filter((flag) => flag !== 'all').map(
  (flag) => ({ label: t.page.flagFilterLabels[flag], value: flag }),
);
