import { formatCount } from '@school/contracts';
import type { ReferralRow } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import type { ListColumn } from '@/shared/lists/list-page';
import { MoneyCell } from '@/shared/ui/money-cell';
import { ReferralDateCell, ReferralFlags, ReferredCell, ReferrerCell } from './referral-cells';

const t = referralsTexts.referrals;
const noWrap = { whiteSpace: 'nowrap' } as const;
const nameWidth = { minWidth: '12rem' } as const;

/** The columns of «Рефералы»; sortable by the date, the paid sum and the commission (the API's sorts). */
export const referralColumns: ListColumn<ReferralRow>[] = [
  {
    field: 'createdAt',
    header: t.columns.createdAt,
    giveWay: 2,
    sortable: true,
    style: noWrap,
    body: (row) => <ReferralDateCell at={row.createdAt} />,
  },
  {
    field: 'referrer',
    header: t.columns.referrer,
    style: nameWidth,
    body: (row) => <ReferrerCell referrer={row.referrer} />,
  },
  {
    field: 'referred',
    header: t.columns.referred,
    style: nameWidth,
    body: (row) => <ReferredCell referred={row.referred} />,
  },
  { field: 'code', header: t.columns.code, giveWay: 1, body: (row) => <code>{row.code}</code> },
  {
    field: 'paidSum',
    header: t.columns.paidSum,
    sortable: true,
    align: 'right',
    style: noWrap,
    body: (row) => (
      <span className="flex flex-column align-items-end">
        <MoneyCell value={row.paidSum} />
        {row.paymentsCount > 0 && (
          <small className="text-color-secondary">
            {formatCount(row.paymentsCount, t.page.paymentForms)}
          </small>
        )}
      </span>
    ),
  },
  {
    field: 'commission',
    header: t.columns.commission,
    giveWay: 3,
    sortable: true,
    align: 'right',
    style: noWrap,
    body: (row) => <MoneyCell value={row.commission} />,
  },
  { field: 'flags', header: t.columns.flags, giveWay: 3, body: (row) => <ReferralFlags flags={row.flags} /> },
];
