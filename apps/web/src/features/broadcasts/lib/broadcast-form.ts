import {
  type Broadcast,
  broadcastDescriptionSchema,
  broadcastStartsAtSchema,
  broadcastStreamUrlSchema,
  broadcastTitleSchema,
} from '@school/contracts';
import { z } from 'zod';

/**
 * The editor's fields as useZodForm keeps them (strings), checked by the contracts' own rules: the start is
 * an ISO moment ('' until picked), the course an id ('' for none).
 */
export const broadcastFormSchema = z.object({
  title: broadcastTitleSchema,
  description: broadcastDescriptionSchema,
  startsAt: broadcastStartsAtSchema,
  streamUrl: broadcastStreamUrlSchema,
  courseId: z
    .string()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(z.number().int().positive().nullable()),
});

export type BroadcastFormValues = {
  title: string;
  description: string;
  startsAt: string;
  streamUrl: string;
  courseId: string;
};

/** Tomorrow at 19:00 on the device's clock: the usual evening slot, always ahead. */
export function defaultStart(now: Date = new Date()): Date {
  const start = new Date(now);
  start.setDate(start.getDate() + 1);
  start.setHours(19, 0, 0, 0);
  return start;
}

/** A new broadcast opens with tomorrow's evening slot; an edited one with its values. */
export function broadcastFormInitial(broadcast: Broadcast | null, now?: Date): BroadcastFormValues {
  return {
    title: broadcast?.title ?? '',
    description: broadcast?.description ?? '',
    startsAt: broadcast?.startsAt ?? defaultStart(now).toISOString(),
    streamUrl: broadcast?.streamUrl ?? '',
    courseId: broadcast?.course ? String(broadcast.course.id) : '',
  };
}

const RELATIVE = new Intl.RelativeTimeFormat('ru', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** «через 2 дня», «через 3 часа», «через 15 минут», «5 дней назад»: how far the start is from now. */
export function relativeStart(startsAt: string, now: Date = new Date()): string {
  const diff = Date.parse(startsAt) - now.getTime();
  const size = Math.abs(diff);
  if (size < HOUR) return RELATIVE.format(Math.round(diff / MINUTE), 'minute');
  if (size < DAY) return RELATIVE.format(Math.round(diff / HOUR), 'hour');
  return RELATIVE.format(Math.round(diff / DAY), 'day');
}
