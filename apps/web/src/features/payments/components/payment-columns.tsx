import { PAYMENT_PROVIDER_LABELS, type Payment, texts, toKopecks } from '@school/contracts';
import type { ListColumn } from '@/shared/lists/list-page';
import { MoneyCell } from '@/shared/ui/money-cell';
import { PaymentCardLink, PaymentDateCell, PaymentStatusTag, PaymentStudentCell } from './payment-cells';

const t = texts.payments;
const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * The payments table of /sales (`linked`: the date opens the card) and of the profile tab; dates on the
 * school's clock (Moscow).
 */
export const paymentColumns = (linked: boolean): ListColumn<Payment>[] => [
  {
    field: 'createdAt',
    header: t.createdAt,
    sortable: true,
    style: noWrap,
    body: (row) =>
      linked ? <PaymentCardLink id={row.id} at={row.createdAt} /> : <PaymentDateCell at={row.createdAt} />,
  },
  { field: 'student', header: t.student, body: (row) => <PaymentStudentCell student={row.student} /> },
  { field: 'title', header: t.purchase, giveWay: 3, style: { minWidth: '10rem' } },
  {
    field: 'amount',
    header: t.amount,
    sortable: true,
    align: 'right',
    style: noWrap,
    body: (row) => <MoneyCell value={row.amount} />,
  },
  {
    field: 'refundedAmount',
    header: t.refunded,
    giveWay: 2,
    align: 'right',
    style: noWrap,
    body: (row) => (toKopecks(row.refundedAmount) > 0 ? <MoneyCell value={row.refundedAmount} /> : '—'),
  },
  {
    field: 'provider',
    header: t.provider,
    giveWay: 2,
    body: (row) => PAYMENT_PROVIDER_LABELS[row.provider],
  },
  { field: 'status', header: t.status, body: (row) => <PaymentStatusTag status={row.status} /> },
  {
    field: 'hasReferral',
    header: t.referral,
    giveWay: 1,
    body: (row) => (row.hasReferral ? t.withReferral : t.noReferral),
  },
];
