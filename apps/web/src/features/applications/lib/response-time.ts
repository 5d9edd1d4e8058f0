import { type Application, formatDuration, texts } from '@school/contracts';

export type ResponseTime = {
  /** «через 1 ч 20 мин» once answered, «ждёт 3 ч» while waiting. */
  text: string;
  /** Waiting past the response target now. */
  overdue: boolean;
  /** Answered after the target. */
  late: boolean;
};

/** An application's response time (first status change − creation), or how long it has been waiting. */
export function responseTime(
  application: Pick<Application, 'createdAt' | 'firstResponseAt' | 'overdue' | 'respondedLate'>,
  now: number = Date.now(),
): ResponseTime {
  const created = Date.parse(application.createdAt);
  const t = texts.applications;
  if (application.firstResponseAt) {
    return {
      text: t.respondedIn(formatDuration(Date.parse(application.firstResponseAt) - created)),
      overdue: false,
      late: application.respondedLate,
    };
  }
  return { text: t.waiting(formatDuration(now - created)), overdue: application.overdue, late: false };
}
