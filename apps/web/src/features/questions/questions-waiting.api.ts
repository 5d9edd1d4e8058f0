import { QUESTIONS_WAITING_POLL_MS, questionsWaitingSchema } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

// Apart from questions.api.ts: the app's menu shows this badge on every page, so it is in every first load;
// the rest of the questions' API loads with their page.
/**
 * The caller's unanswered questions (the menu's and the tab's badge), every role: polled while the browser
 * tab is visible; an answer or a delete refetches it at once (it is under `questions.all`).
 */
export function useQuestionsWaiting(): number | undefined {
  const waiting = useQuery({
    queryKey: queryKeys.questions.waiting(),
    queryFn: ({ signal }) =>
      apiRequest('/questions/waiting-count', { schema: questionsWaitingSchema, signal }),
    refetchInterval: QUESTIONS_WAITING_POLL_MS,
    refetchIntervalInBackground: false,
    // A missed poll is not worth a toast; the next one tries again.
    meta: { silentError: true },
  });
  return waiting.data?.waiting;
}
