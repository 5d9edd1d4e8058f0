import { type Application, formatDuration, texts } from '@school/contracts';

const MINUTE = 60_000;

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
    const took = Date.parse(application.firstResponseAt) - created;
    return {
      // «через меньше минуты» is not Russian: an answer within the minute reads «в течение минуты».
      text: took < MINUTE ? t.respondedWithinMinute : t.respondedIn(formatDuration(took)),
      overdue: false,
      late: application.respondedLate,
    };
  }
  return { text: t.waiting(formatDuration(now - created)), overdue: application.overdue, late: false };
}
