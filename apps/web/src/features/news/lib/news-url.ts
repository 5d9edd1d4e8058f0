import { NEWS_STATUSES, type NewsStatus, newsStatusSchema } from '@school/contracts';
import { newsTexts } from '@school/contracts/texts/news';
import type { ListConfig } from '@/shared/lists/list-url';

/** `status`: all | published | scheduled; `author=mine`: one's own news (the own profile only). */
export type NewsFilter = 'status' | 'author';

/** The tab's URL: status, whose news, search and page (newest publication first). */
export const NEWS_URL: ListConfig<NewsFilter> = { filters: ['status', 'author'] };

export const statusOptions = NEWS_STATUSES.map((value) => ({
  value,
  label: newsTexts.news.statusLabels[value],
}));

export const scopeOptions = (['all', 'mine'] as const).map((value) => ({
  value,
  label: newsTexts.news.scopeLabels[value],
}));

export function statusOf(value: string | undefined): NewsStatus {
  return newsStatusSchema.safeParse(value).data ?? 'all';
}

export function scopeOf(value: string | undefined): 'all' | 'mine' {
  return value === 'mine' ? 'mine' : 'all';
}
