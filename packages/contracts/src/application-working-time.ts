import type { ApplicationSettings } from './applications';

/**
 * Working time on the school's clock. Moscow has kept UTC+3 all year since 2014, so the school's wall clock
 * is UTC shifted by a fixed offset (no daylight saving to step over).
 */
const SCHOOL_UTC_OFFSET_MINUTES = 3 * 60;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

const minutesOfClock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** ISO weekday (1 Monday … 7 Sunday) of a day counted from 1970-01-01 (a Thursday). */
const isoWeekdayOf = (dayNumber: number) => ((((dayNumber + 3) % 7) + 7) % 7) + 1;

/**
 * When an application created at `createdAt` is due for its first response: `responseTargetMinutes` of
 * working time later, counting only the working days' hours on the school's clock. Created outside working
 * hours, the clock starts at the next working day's start.
 */
export function responseDueAt(createdAt: Date, settings: ApplicationSettings): Date {
  const start = minutesOfClock(settings.workdayStart);
  const end = minutesOfClock(settings.workdayEnd);
  const workDays = new Set(settings.workDays);
  // Whole minutes on the school's wall clock since 1970-01-01 00:00 (school time); seconds carried aside.
  const wallMs = createdAt.getTime() + SCHOOL_UTC_OFFSET_MINUTES * MINUTE_MS;
  let minute = Math.floor(wallMs / MINUTE_MS);
  const seconds = wallMs - minute * MINUTE_MS;
  let remaining = settings.responseTargetMinutes;
  // Bounded: every pass either spends working minutes or moves to the next day, and a week has a working day.
  for (let guard = 0; guard < 1_000_000; guard += 1) {
    const day = Math.floor(minute / DAY_MINUTES);
    const ofDay = minute - day * DAY_MINUTES;
    if (workDays.has(isoWeekdayOf(day)) && ofDay < end) {
      const from = Math.max(ofDay, start);
      const available = end - from;
      if (remaining <= available) {
        const dueWall = (day * DAY_MINUTES + from + remaining) * MINUTE_MS + (from === ofDay ? seconds : 0);
        return new Date(dueWall - SCHOOL_UTC_OFFSET_MINUTES * MINUTE_MS);
      }
      remaining -= available;
    }
    minute = (day + 1) * DAY_MINUTES;
  }
  throw new Error('responseDueAt: no working time in the settings');
}
