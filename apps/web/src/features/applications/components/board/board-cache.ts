import type {
  Application,
  ApplicationCounts,
  ApplicationStatus,
  ApplicationsListResponse,
} from '@school/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A column's loaded pages (`useInfiniteQuery` over `GET /api/applications`). */
export type BoardColumnData = InfiniteData<ApplicationsListResponse, number>;

/** The card as it will read once the server has the new status (the first change away from «new» answers it). */
export function movedCard(application: Application, to: ApplicationStatus, now: Date): Application {
  const at = now.toISOString();
  const answered = application.firstResponseAt === null && application.status === 'new';
  return {
    ...application,
    status: to,
    updatedAt: at,
    firstResponseAt: answered ? at : application.firstResponseAt,
    overdue: answered ? false : application.overdue,
    respondedLate: answered ? application.overdue : application.respondedLate,
  };
}

/** The column without the card (its total one less when it was there). */
export function withoutCard(data: BoardColumnData, id: number): BoardColumnData {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const items = page.items.filter((item) => item.id !== id);
      return items.length === page.items.length
        ? page
        : { ...page, items, total: Math.max(page.total - 1, 0) };
    }),
  };
}

function compareBy(orderBy: string | undefined): (a: Application, b: Application) => number {
  const [field = 'createdAt', direction = 'desc'] = (orderBy ?? 'createdAt:desc').split(':');
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    const left = a[field as keyof Application];
    const right = b[field as keyof Application];
    if (typeof left === 'number' && typeof right === 'number') return sign * (left - right);
    return sign * String(left).localeCompare(String(right));
  };
}

/**
 * The column with the card put where the list's order places it among the loaded cards (past the last
 * loaded one while more pages wait on the server, a later page brings it instead); the totals one more.
 */
export function withCard(
  data: BoardColumnData,
  card: Application,
  orderBy: string | undefined,
): BoardColumnData {
  const compare = compareBy(orderBy);
  const loaded = data.pages.flatMap((page) => page.items);
  const total = data.pages.at(-1)?.total ?? loaded.length;
  let at = loaded.findIndex((item) => compare(card, item) < 0);
  if (at === -1) at = loaded.length < total ? -1 : loaded.length;
  let offset = 0;
  const pages = data.pages.map((page, index) => {
    const start = offset;
    offset += page.items.length;
    const here = at >= start && (at < offset || (at === offset && index === data.pages.length - 1));
    if (!here) return { ...page, total: page.total + 1 };
    const items = [...page.items.slice(0, at - start), card, ...page.items.slice(at - start)];
    return { ...page, total: page.total + 1, items };
  });
  return { ...data, pages };
}

/** The columns' counts after a card moved; it stops being overdue once answered. */
export function countsAfterMove(
  counts: ApplicationCounts,
  card: Application,
  to: ApplicationStatus,
): ApplicationCounts {
  const from = card.status;
  return {
    ...counts,
    counts: {
      ...counts.counts,
      [from]: Math.max((counts.counts[from] ?? 0) - 1, 0),
      [to]: (counts.counts[to] ?? 0) + 1,
    },
    overdue: card.overdue && from === 'new' ? Math.max(counts.overdue - 1, 0) : counts.overdue,
  };
}
