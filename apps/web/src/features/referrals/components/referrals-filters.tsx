import { referralsTexts } from '@school/contracts/texts/referrals';
import { DateRangeFilter } from '@/shared/lists/date-range-filter';
import { ListFilter } from '@/shared/lists/list-filter';
import type { ListController } from '@/shared/lists/use-list-state';
import { flagOptions, kindOptions } from '../lib/referrals-list-config';
import type { ReferralsFilter } from '../referrals.api';

const t = referralsTexts.referrals.page;

/** Who invited (student or staff), the flags and the period of «Рефералы»; each lives in the URL. */
export function ReferralsFilters({ list }: { list: ListController<ReferralsFilter> }) {
  return (
    <>
      <ListFilter list={list} name="kind" label={t.kindFilter} options={kindOptions} />
      <ListFilter list={list} name="flag" label={t.flagFilter} options={flagOptions} />
      <DateRangeFilter
        dateFrom={list.filters.dateFrom}
        dateTo={list.filters.dateTo}
        onChange={list.setFilters}
        label={t.period}
      />
    </>
  );
}
