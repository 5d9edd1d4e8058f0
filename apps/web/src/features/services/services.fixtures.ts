import type { Service } from '@school/contracts';

/** A service as `GET /api/services` sends it (web tests). */
export function service(overrides: Partial<Service> = {}): Service {
  return {
    id: 5,
    adminId: 3,
    name: 'Разбор портфолио',
    description: 'Час разбора работ с рекомендациями.',
    price: 1990.5,
    coverFileId: null,
    cover: null,
    isActive: true,
    applications: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
