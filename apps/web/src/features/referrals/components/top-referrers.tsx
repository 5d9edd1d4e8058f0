import { formatMoney } from '@school/contracts';
import type { ReferrerRow } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { FigureCell, FigureTable, formatChartValue } from '@/shared/charts';
import { ReferrerCell } from './referral-cells';

const t = referralsTexts.referrals;
const count = (value: number) => formatChartValue(value, 'count');

/** «Лучшие пригласившие»: the period's top referrers by revenue, each a link to their card or profile. */
export function TopReferrers({ rows }: { rows: readonly ReferrerRow[] }) {
  return (
    <section className="card referrals__top" aria-labelledby="referrals-top-title">
      <h2 id="referrals-top-title" className="app-chart__title">
        {t.topReferrers}
      </h2>
      <p className="app-card-hint">{t.page.topHint}</p>
      {rows.length === 0 ? (
        <p className="text-color-secondary mb-0">{t.page.topEmpty}</p>
      ) : (
        <FigureTable
          title={t.topReferrers}
          rowHeader={t.page.referrerColumn}
          columns={[t.columns.signUps, t.columns.payingReferrals, t.columns.revenue, t.columns.accrued]}
        >
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.referrer.kind}-${row.referrer.id}`}>
                <th scope="row">
                  <ReferrerCell referrer={row.referrer} />
                </th>
                <FigureCell>{count(row.signUps)}</FigureCell>
                <FigureCell>{count(row.payingReferrals)}</FigureCell>
                <FigureCell>{formatMoney(row.revenue)}</FigureCell>
                <FigureCell>{formatMoney(row.accrued)}</FigureCell>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      )}
    </section>
  );
}
