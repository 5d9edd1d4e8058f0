import type { Student, StudentSubscription } from '@school/contracts';
import { fileUrl } from '../files';
import type { StudentWithExtras } from './students.list';

/** Derived at read time, so an ended subscription needs no job to flip it (docs/decisions/004). */
export function subscriptionState(endsAt: string | null, now = Date.now()): StudentSubscription {
  if (!endsAt) return { status: 'notActive', endsAt: null };
  return { status: Date.parse(endsAt) > now ? 'active' : 'finished', endsAt };
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
    lastSeenAt: row.lastSeenAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
