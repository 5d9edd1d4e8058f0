import { COURSE_STATUS, type PublicApplicationBody } from '@school/contracts';
import type { Db } from '../../db/types';
import { badRequest } from '../../http-errors';
import { findCourseById } from '../courses';
import { findServiceById } from '../services';

export const SERVICE_NOT_FOUND = 'Услуга не найдена';
export const COURSE_NOT_FOUND = 'Курс не найден';

/** What the application asks for, as stored: the ids and the title as named now. */
export interface IntakeTarget {
  serviceId: number | null;
  courseId: number | null;
  targetTitle: string;
  /** The idempotency key's part: `service:<id>`, `course:<id>` or `offer:<text>`. */
  key: string;
}

/** The site offers only active services and published courses: anything else is a 400 on its field. */
async function activeService(db: Db, id: number) {
  const service = await findServiceById(db, id);
  if (!service?.isActive) throw badRequest(SERVICE_NOT_FOUND, 'serviceId');
  return service;
}

export async function resolveTarget(db: Db, body: PublicApplicationBody): Promise<IntakeTarget> {
  if (body.kind === 'training') {
    // The contract requires courseId for training.
    const courseId = body.courseId as number;
    const course = await findCourseById(db, courseId);
    if (course?.status !== COURSE_STATUS.publish) throw badRequest(COURSE_NOT_FOUND, 'courseId');
    return { serviceId: null, courseId, targetTitle: course.name, key: `course:${courseId}` };
  }
  if (body.kind === 'service') {
    const service = await activeService(db, body.serviceId as number);
    return { serviceId: service.id, courseId: null, targetTitle: service.name, key: `service:${service.id}` };
  }
  // Marketplace: the offer as the applicant named it, or the service it points at.
  const service = body.serviceId === undefined ? undefined : await activeService(db, body.serviceId);
  const offer = body.offer || undefined;
  const targetTitle = offer ?? service?.name ?? '';
  return {
    serviceId: service?.id ?? null,
    courseId: null,
    targetTitle,
    key: service ? `service:${service.id}` : `offer:${targetTitle.toLowerCase()}`,
  };
}
