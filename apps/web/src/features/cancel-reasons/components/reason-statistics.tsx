import type { StatisticsPeriod } from '@school/contracts';
import { type CancelReasonStatisticsRow, formatCount, texts } from '@school/contracts';
import { cancelReasonsTexts } from '@school/contracts/texts/cancel-reasons';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { ChartPanel, FigureCell, FigureTable } from '@/shared/charts';
import { EmptyState } from '@/shared/lists/empty-state';
import { useCancelReasonStatistics } from '../cancel-reasons.api';
import { formatShare, reasonsChartData, topReason } from '../lib/reason-shares';

const t = cancelReasonsTexts.cancelReasons;
const CANCELLATION_FORMS = ['отмена', 'отмены', 'отмен'] as const;

type ReasonStatisticsProps = {
  period: StatisticsPeriod;
  selected: number | null;
  onSelect: (reasonId: number) => void;
};

/** The period's cancellations per reason: a bar chart and, under it, the table whose reasons open their cancellations. */
export function ReasonStatistics({ period, selected, onSelect }: ReasonStatisticsProps) {
  const statistics = useCancelReasonStatistics(period);

  if (statistics.isPending) {
    return (
      <section className="card" aria-busy="true" aria-label={t.chartTitle}>
        <Skeleton height="18rem" />
      </section>
    );
  }
  if (statistics.isError) {
    return (
      <section className="card app-empty-state" role="alert">
        <p className="app-empty-state__title">{t.statisticsFailed}</p>
        <Button label={texts.common.retry} icon="pi pi-refresh" text onClick={() => statistics.refetch()} />
      </section>
    );
  }
  const { total, reasons } = statistics.data;
  if (total === 0) {
    return (
      <section className="card" aria-label={t.chartTitle}>
        <EmptyState title={t.noCancellationsTitle} hint={t.noCancellationsHint} icon="pi-chart-bar" />
      </section>
    );
  }
  const top = topReason(reasons);
  return (
    <ChartPanel
      title={t.chartTitle}
      kind="horizontal-bar"
      valueKind="count"
      categoryLabel={t.reasonColumn}
      data={reasonsChartData(reasons, t.cancellationsColumn)}
      height={Math.max(160, reasons.length * 36 + 40)}
      summary={t.summary(
        formatCount(total, CANCELLATION_FORMS),
        top ? `${top.title} (${formatShare(top.share)})` : '—',
      )}
      tableOpen
      table={<SharesTable rows={reasons} total={total} selected={selected} onSelect={onSelect} />}
      actions={
        <span className="cancel-reasons__total">
          {t.total}: <strong>{total.toLocaleString('ru-RU')}</strong>
        </span>
      }
    />
  );
}

type SharesTableProps = {
  rows: readonly CancelReasonStatisticsRow[];
  total: number;
  selected: number | null;
  onSelect: (reasonId: number) => void;
};

function SharesTable({ rows, total, selected, onSelect }: SharesTableProps) {
  return (
    <FigureTable
      title={t.chartTitle}
      className="cancel-reasons__shares"
      rowHeader={t.reasonColumn}
      columns={[t.cancellationsColumn, t.shareColumn]}
    >
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id ?? 'none'}
            aria-current={row.id !== null && row.id === selected ? 'true' : undefined}
          >
            <th scope="row">
              {row.id !== null && row.cancellations > 0 ? (
                <button
                  type="button"
                  className="cancel-reasons__reason-link"
                  aria-label={t.showCancellations(row.title)}
                  aria-pressed={row.id === selected}
                  onClick={() => onSelect(row.id as number)}
                >
                  {row.title}
                </button>
              ) : (
                row.title
              )}
              {row.isHidden && <span className="app-card-hint"> · {t.hidden}</span>}
            </th>
            <FigureCell>{row.cancellations.toLocaleString('ru-RU')}</FigureCell>
            <FigureCell>{formatShare(row.share)}</FigureCell>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{texts.charts.total}</th>
          <FigureCell>{total.toLocaleString('ru-RU')}</FigureCell>
          <FigureCell>{formatShare(1)}</FigureCell>
        </tr>
      </tfoot>
    </FigureTable>
  );
}
