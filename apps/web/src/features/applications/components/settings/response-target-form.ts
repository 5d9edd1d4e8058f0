import { type ApplicationSettings, texts } from '@school/contracts';
import { z } from 'zod';

const t = texts.applications.responseTarget;

/** The dialog's fields, as typed; `workDays` is the checked ISO days joined by commas ('1,2,3,4,5'). */
export type ResponseTargetFields = {
  hours: string;
  minutes: string;
  workdayStart: string;
  workdayEnd: string;
  workDays: string;
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MAX_MINUTES = 100_000;

/** Settings → the fields: 150 minutes read as 2 h 30 min. */
export function toFields(settings: ApplicationSettings): ResponseTargetFields {
  return {
    hours: String(Math.floor(settings.responseTargetMinutes / 60)),
    minutes: String(settings.responseTargetMinutes % 60),
    workdayStart: settings.workdayStart,
    workdayEnd: settings.workdayEnd,
    workDays: [...settings.workDays].sort().join(','),
  };
}

/** The fields → the settings the API takes, with a Russian message under each field that is wrong. */
// Checks are refinements (custom issues), so the form shows their Russian messages as they are.
export const responseTargetFormSchema = z
  .object({
    hours: z.string().refine((value) => /^\d{1,5}$/.test(value.trim()), t.badHours),
    minutes: z.string().refine((value) => /^\d{1,2}$/.test(value.trim()) && Number(value) < 60, t.badMinutes),
    workdayStart: z.string().refine((value) => TIME.test(value.trim()), t.badTime),
    workdayEnd: z.string().refine((value) => TIME.test(value.trim()) || value.trim() === '24:00', t.badTime),
    workDays: z.string(),
  })
  .superRefine((fields, context) => {
    const total = Number(fields.hours) * 60 + Number(fields.minutes);
    if (total < 1) context.addIssue({ code: 'custom', path: ['hours'], message: t.zero });
    if (total > MAX_MINUTES) context.addIssue({ code: 'custom', path: ['hours'], message: t.tooLong });
    if (TIME.test(fields.workdayStart.trim()) && fields.workdayEnd.trim() <= fields.workdayStart.trim()) {
      context.addIssue({ code: 'custom', path: ['workdayEnd'], message: t.endBeforeStart });
    }
    if (fields.workDays === '') context.addIssue({ code: 'custom', path: ['workDays'], message: t.noDays });
  })
  .transform(
    (fields): ApplicationSettings => ({
      responseTargetMinutes: Number(fields.hours) * 60 + Number(fields.minutes),
      workdayStart: fields.workdayStart.trim(),
      workdayEnd: fields.workdayEnd.trim(),
      workDays: fields.workDays.split(',').map(Number),
    }),
  );

/** The checkboxes' value after one day was (un)checked, in ISO order. */
export function toggleDay(workDays: string, day: number, checked: boolean): string {
  const days = new Set(workDays === '' ? [] : workDays.split(',').map(Number));
  if (checked) days.add(day);
  else days.delete(day);
  return [...days].sort((a, b) => a - b).join(',');
}
