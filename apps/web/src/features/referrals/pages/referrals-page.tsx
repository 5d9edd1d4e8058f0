import { referralsTexts } from '@school/contracts/texts/referrals';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { REFERRALS_LIST } from '../referrals.list';
import '../referrals.css';

const t = referralsTexts.referrals;

/**
 * /refferal-list «Рефералы»: who invited whom, when, what the invited student paid and the referrer's
 * commission, with the flags that call for a look (a suspected self-referral, a refund). The list kit keeps
 * search, filters, sort and page in the URL; «Экспорт» gives referrals.csv of the same view.
 */
export function ReferralsPage() {
  const page = useListPage(REFERRALS_LIST);
  return (
    <ListPage
      page={page}
      title={t.listTitle}
      hint={t.page.listHint}
      empty={{ title: t.page.listEmptyTitle, hint: t.page.listEmptyHint, icon: 'pi-share-alt' }}
    />
  );
}
