import type { PublicApplicationBody } from '@school/contracts';
import type { Db } from '../../db/types';
import { createApplication } from '../applications';
import { findStudentIdByEmail } from './application-intake.repository';
import { intakeKey } from './intake-key';
import { resolveTarget } from './intake-target';
import { countSubmission } from './intake-throttle';

/** `ignored`: the honeypot was filled (a bot): nothing stored, nothing counted. */
export type IntakeOutcome = { ignored: true } | { ignored: false; id: number; created: boolean };

/**
 * An application from the school's site: the honeypot, then the address's rate limit, then the target
 * (400 on its field), then one insert that a repeat of the same applicant, target and minute finds stored.
 */
export async function submitApplication(
  db: Db,
  body: PublicApplicationBody,
  client: { address: string; now: number; rateLimit: number },
): Promise<IntakeOutcome> {
  if (body.website) return { ignored: true };
  await countSubmission(db, client.address, client.now, client.rateLimit);
  const target = await resolveTarget(db, body);
  const studentId = body.email === undefined ? undefined : await findStudentIdByEmail(db, body.email);
  const key = intakeKey(
    { kind: body.kind, target: target.key, email: body.email, phone: body.phone },
    client.now,
  );
  const { id, created } = await createApplication(db, {
    kind: body.kind,
    name: body.name,
    email: body.email ?? null,
    phone: body.phone ?? null,
    studentId: studentId ?? null,
    serviceId: target.serviceId,
    courseId: target.courseId,
    targetTitle: target.targetTitle,
    message: body.message,
    source: 'site',
    intakeKey: key,
    createdAt: new Date(client.now),
  });
  return { ignored: false, id, created };
}
