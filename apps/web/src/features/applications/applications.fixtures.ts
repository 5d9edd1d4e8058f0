import type { Application, ApplicationCard, ApplicationEvent, Staff } from '@school/contracts';
import { staffMember } from '@/test/staff';

/** An application as the list answers it: a waiting training application of a guest, overdue. */
export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 12,
    kind: 'training',
    status: 'new',
    studentId: null,
    name: 'Анна Смирнова',
    email: 'anna@example.ru',
    phone: '+79161234567',
    serviceId: null,
    courseId: 3,
    targetTitle: 'Основы React',
    message: 'Хочу начать с февраля',
    assignee: null,
    comment: null,
    source: 'site',
    createdAt: '2026-02-01T07:00:00.000Z',
    updatedAt: '2026-02-01T07:00:00.000Z',
    firstResponseAt: null,
    responseDueAt: '2026-02-02T09:00:00.000Z',
    overdue: true,
    respondedLate: false,
    ...overrides,
  };
}

export function applicationEvent(overrides: Partial<ApplicationEvent> = {}): ApplicationEvent {
  return {
    id: 1,
    type: 'created',
    fromStatus: null,
    toStatus: 'new',
    assignee: null,
    staff: null,
    comment: null,
    at: '2026-02-01T07:00:00.000Z',
    ...overrides,
  };
}

/** The card of `application()` with its course and the history line of its creation. */
export function applicationCard(overrides: Partial<ApplicationCard> = {}): ApplicationCard {
  return {
    ...application(),
    student: null,
    service: null,
    course: { id: 3, name: 'Основы React' },
    history: [applicationEvent()],
    ...overrides,
  };
}

/** `/api/admins`: who may take an application. */
export const staffMembers: Staff[] = [
  staffMember(5, 'Мария', 'Иванова', 'admin'),
  staffMember(6, 'Олег', 'Петров', 'curator'),
];
