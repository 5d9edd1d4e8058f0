import type { PurchasedCourse, Student } from '@school/contracts';

/** A student as the API returns it, for component tests. */
export function student(overrides: Partial<Student> = {}): Student {
  return {
    id: 7,
    email: 'petrov@example.ru',
    firstName: 'Пётр',
    lastName: 'Петров',
    phone: '+79991234567',
    gender: 'male',
    birthDate: '1990-05-01',
    avatar: null,
    status: 1,
    isViewed: true,
    subscription: { status: 'notActive', endsAt: null },
    courseCount: 2,
    lastSeenAt: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function purchasedCourse(overrides: Partial<PurchasedCourse> = {}): PurchasedCourse {
  return {
    courseId: 3,
    name: 'Основы React',
    status: 3,
    cover: null,
    cost: 4990,
    source: 'payment',
    grantedAt: '2026-02-01T10:00:00.000Z',
    grantedBy: null,
    ...overrides,
  };
}
