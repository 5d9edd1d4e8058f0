import { referralsTexts } from '@school/contracts/texts/referrals';
import { useStatisticsView } from '@/shared/lib/use-statistics-view';
import { LoadFailedState } from '@/shared/lists/empty-state';
import { ProfitCards } from '../components/profit-cards';
import { ProfitCharts } from '../components/profit-charts';
import { ProfitSkeleton, QuietProfit } from '../components/profit-placeholders';
import { ProfitToolbar } from '../components/profit-toolbar';
import { TopReferrers } from '../components/top-referrers';
import { isQuietPeriod } from '../lib/profit-charts';
import { useReferralStatistics } from '../referrals.api';
import '../referrals.css';

const t = referralsTexts.referrals.page;

/**
 * /referral-system «Прибыль»: for a period and a grouping (both in the URL) the referral programme's totals
 * as cards, sign-ups and revenue with commissions over time (each chart with its table), and the top
 * referrers. The route's loader has already asked for the figures.
 */
export function ProfitPage() {
  const state = useStatisticsView();
  const statistics = useReferralStatistics(state.query);
  const { data } = statistics;
  const quiet = data ? isQuietPeriod(data.totals) : false;
  const updating = statistics.isPlaceholderData;

  return (
    <div className="referrals" aria-busy={updating}>
      <ProfitToolbar state={state} />
      {statistics.isError && !data ? (
        <LoadFailedState card title={t.loadFailed} onRetry={statistics.refetch} />
      ) : (
        <>
          <ProfitCards totals={data?.totals} />
          <div className={updating ? 'referrals__body referrals__body--updating' : 'referrals__body'}>
            {!data ? (
              <ProfitSkeleton />
            ) : quiet ? (
              <QuietProfit />
            ) : (
              <>
                <ProfitCharts statistics={data} query={state.query} />
                <TopReferrers rows={data.topReferrers} />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
