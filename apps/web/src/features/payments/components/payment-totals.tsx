import { formatMoney, type PaymentTotals as Totals, texts, toKopecks } from '@school/contracts';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';

const t = texts.payments.totals;
const count = (value: number) => value.toLocaleString('ru-RU');

type Tile = { label: string; value: string; note?: string; tone?: 'success' | 'danger' };

/** The figures above the table, in the order the owner reads them. */
function tiles(totals: Totals): Tile[] {
  return [
    { label: t.payments, value: count(totals.payments) },
    { label: t.paid, value: formatMoney(totals.paidAmount), note: t.paidCount(count(totals.paidPayments)) },
    {
      label: t.refunded,
      value: formatMoney(totals.refundedAmount),
      note: t.refundedCount(count(totals.refundedPayments)),
      tone: toKopecks(totals.refundedAmount) > 0 ? 'danger' : undefined,
    },
    {
      label: t.net,
      value: formatMoney(totals.netAmount),
      tone: toKopecks(totals.netAmount) > 0 ? 'success' : undefined,
    },
    { label: t.fee, value: formatMoney(totals.fee) },
  ];
}

const LABELS = [t.payments, t.paid, t.refunded, t.net, t.fee];

/**
 * The totals of the list's current search and filters (`/api/payments/totals`, or the profile tab's
 * answer): exact sums from the server, shown as they come — nothing is added here.
 */
export function PaymentTotals({
  totals,
  label,
  failed = false,
  onRetry,
}: {
  totals: Totals | undefined;
  label: string;
  /** The request failed: say so (the toast already did) instead of skeletons that never end. */
  failed?: boolean;
  onRetry?: () => void;
}) {
  if (failed && !totals)
    return (
      <div className="app-sales-totals__failed" role="alert">
        <span>{t.loadFailed}</span>
        {onRetry && (
          <Button
            type="button"
            label={texts.common.retry}
            icon="pi pi-refresh"
            text
            size="small"
            onClick={onRetry}
          />
        )}
      </div>
    );
  return (
    <dl className="app-sales-totals" aria-label={label} aria-busy={!totals}>
      {totals
        ? tiles(totals).map((tile) => (
            <div key={tile.label} className="app-sales-totals__tile">
              <dt>{tile.label}</dt>
              <dd className={tile.tone ? `app-sales-totals__value--${tile.tone}` : undefined}>
                {tile.value}
              </dd>
              {tile.note && <dd className="app-sales-totals__note">{tile.note}</dd>}
            </div>
          ))
        : LABELS.map((name) => (
            <div key={name} className="app-sales-totals__tile">
              <dt>{name}</dt>
              <dd>
                <Skeleton width="7rem" height="1.75rem" />
              </dd>
            </div>
          ))}
    </dl>
  );
}
