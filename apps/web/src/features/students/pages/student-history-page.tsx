import { HISTORY_TYPES, type HistoryType } from '@school/contracts/history';
import { historyTexts } from '@school/contracts/texts/history';
import { useParams } from 'react-router';
import { Timeline, type TimelineQuery } from '@/shared/timeline/timeline';
import { useStudentHistory } from '../student-history.api';

const t = historyTexts.history;

const ICONS: Record<HistoryType, string> = {
  signup: 'pi-user-plus',
  payment: 'pi-credit-card',
  refund: 'pi-replay',
  subscription: 'pi-calendar',
  access: 'pi-book',
  application: 'pi-inbox',
  question: 'pi-question-circle',
  referral: 'pi-share-alt',
  staff: 'pi-user-edit',
};

const staffProfile = (actor: { id: number }) => `/admins/${actor.id}`;

/** /users/{id}/history: the student card's «История», the shared timeline over the student's story. */
export function StudentHistoryPage() {
  const id = Number(useParams().id);
  const useEntries = (query: TimelineQuery) => useStudentHistory(id, query);
  return (
    <Timeline
      types={HISTORY_TYPES}
      typeLabels={t.types}
      icons={ICONS}
      useEntries={useEntries}
      texts={t}
      actorLink={staffProfile}
    />
  );
}
