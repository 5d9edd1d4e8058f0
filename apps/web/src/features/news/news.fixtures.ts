import type { NewsItem } from '@school/contracts';

/** A news item as `GET /api/news` sends it (web tests). */
export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 5,
    adminId: 3,
    author: { id: 3, firstName: 'Елена', lastName: 'Смирнова', avatar: null },
    title: 'Открыт набор на осенний поток',
    contentHtml: '<p>Старт через <strong>три недели</strong>.</p>',
    cover: null,
    publishedAt: '2026-11-20T11:05:00.000Z',
    scheduled: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
