import { formatDate, SCHOOL_TIME_ZONE, type Student, texts } from '@school/contracts';

type Named = { firstName: string; lastName: string; email?: string };

/** «Фамилия Имя», as every people list and breadcrumb shows a person. */
export function studentName(person: Named): string {
  return [person.lastName, person.firstName].filter(Boolean).join(' ').trim() || (person.email ?? '');
}

/** The date under the subscription tag: «до 21 нояб. 2026 г.», «закончилась …», or nothing. */
export function subscriptionDate({ status, endsAt }: Student['subscription']): string {
  if (!endsAt) return '';
  if (status === 'active') return texts.students.subscriptionUntil(formatDate(endsAt, SCHOOL_TIME_ZONE));
  if (status === 'finished') return texts.students.subscriptionEnded(formatDate(endsAt, SCHOOL_TIME_ZONE));
  return '';
}
