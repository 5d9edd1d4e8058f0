import type { Student, StudentSubscription } from '@school/contracts';
import { fileUrl } from '../files';
import type { StudentWithExtras } from './students.list';

/** Derived at read time, so an ended subscription needs no job to flip it (docs/decisions/004). */
export function subscriptionState(endsAt: Date | null, now = new Date()): StudentSubscription {
  if (!endsAt) return { status: 'notActive', endsAt: null };
  return { status: endsAt > now ? 'active' : 'finished', endsAt: endsAt.toISOString() };
}

export function toStudentDto({ row, avatar, courseCount }: StudentWithExtras): Student {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    gender: row.gender,
    birthDate: row.birthDate,
    avatar: avatar ? fileUrl(avatar) : null,
    status: row.status,
    isViewed: row.isViewed,
    subscription: subscriptionState(row.subscriptionEndsAt),
    courseCount,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
