import { type ApplicationKind, type ApplicationStatus, responseDueAt } from '@school/contracts';
import type { Db } from '../../db/types';
import { audit } from '../audit';
import { getApplicationSettings } from './application-settings.service';
import {
  findApplicationIdByIntakeKey,
  insertApplication,
  insertApplicationEvents,
} from './applications.repository';

/** What a new application holds; the contact (`name`, `email`, `phone`) as given, at least one of email/phone. */
export type NewApplicationInput = {
  kind: ApplicationKind;
  name: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  studentId?: number | null | undefined;
  /** Required for kind `service`. */
  serviceId?: number | null | undefined;
  courseId?: number | null | undefined;
  /** What was asked for, as named now (the service's or course's name, the marketplace offer). */
  targetTitle: string;
  message?: string | undefined;
  assigneeStaffId?: number | null | undefined;
  status?: ApplicationStatus | undefined;
  source: 'admin' | 'site';
  /** The public intake's idempotency key: a second create with the same key returns the first one's id. */
  intakeKey?: string | null | undefined;
  /** Default: now. */
  createdAt?: Date | undefined;
};

/**
 * Creates an application with its `created` history line and its audit event in one transaction; its
 * `response_due_at` is `createdAt` plus the current response target in working time. `actorId`: the staff
 * member who entered it, null for the site's intake. With an `intakeKey` already stored nothing is written
 * and that application's id comes back with `created: false`.
 */
export async function createApplication(
  db: Db,
  input: NewApplicationInput,
  actorId: number | null = null,
): Promise<{ id: number; created: boolean }> {
  const createdAt = input.createdAt ?? new Date();
  return db.transaction(async (tx) => {
    const settings = await getApplicationSettings(tx, true);
    const id = await insertApplication(tx, {
      kind: input.kind,
      status: input.status ?? 'new',
      studentId: input.studentId ?? null,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      serviceId: input.serviceId ?? null,
      courseId: input.courseId ?? null,
      targetTitle: input.targetTitle,
      message: input.message ?? '',
      assigneeStaffId: input.assigneeStaffId ?? null,
      source: input.source,
      intakeKey: input.intakeKey ?? null,
      createdAt,
      updatedAt: createdAt,
      firstResponseAt: (input.status ?? 'new') === 'new' ? null : createdAt,
      responseDueAt: responseDueAt(createdAt, settings),
    });
    if (id === undefined) {
      const existing = await findApplicationIdByIntakeKey(tx, input.intakeKey!);
      return { id: existing!, created: false };
    }
    await insertApplicationEvents(tx, [
      {
        applicationId: id,
        type: 'created',
        toStatus: input.status ?? 'new',
        assigneeStaffId: input.assigneeStaffId ?? null,
        staffId: actorId,
        at: createdAt,
      },
    ]);
    await audit.created(tx, actorId, 'application', id, {
      kind: input.kind,
      source: input.source,
      targetTitle: input.targetTitle,
    });
    return { id, created: true };
  });
}
