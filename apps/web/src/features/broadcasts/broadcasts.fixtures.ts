import type { Broadcast } from '@school/contracts';

/** A broadcast as `GET /api/broadcasts` sends it (web tests). */
export function broadcast(overrides: Partial<Broadcast> = {}): Broadcast {
  return {
    id: 5,
    adminId: 3,
    author: { id: 3, firstName: 'Мария', lastName: 'Кураторова', avatar: null },
    course: { id: 11, name: 'Аналитика данных' },
    title: 'Разбор домашних заданий',
    description: 'Ответим на вопросы из чата.',
    startsAt: '2030-03-14T16:00:00.000Z',
    streamUrl: 'https://vkvideo.ru/live/1',
    cover: null,
    upcoming: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
