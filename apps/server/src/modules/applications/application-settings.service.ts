import { APPLICATION_SETTINGS_DEFAULTS, type ApplicationSettings, responseDueAt } from '@school/contracts';
import type { ApplicationSettingsRow } from '../../db/schema/applications.table';
import type { Db } from '../../db/types';
import { audit } from '../audit';
import {
  findApplicationSettingsRow,
  findWaitingApplications,
  redateApplications,
  saveApplicationSettings,
} from './applications.repository';

const clockOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

function toSettings(row: ApplicationSettingsRow | undefined): ApplicationSettings {
  if (!row) return APPLICATION_SETTINGS_DEFAULTS;
  return {
    responseTargetMinutes: row.responseTargetMinutes,
    workdayStart: clockOf(row.workdayStartMinute),
    workdayEnd: clockOf(row.workdayEndMinute),
    workDays: [...row.workDays].sort((a, b) => a - b),
  };
}

/**
 * `GET /api/applications/settings`: the response target (the defaults if the row is missing). `forShare`
 * inside a transaction that inserts an application: a settings change waits for it and then re-dates it,
 * or it waits for the change and is dated by the new target.
 */
export async function getApplicationSettings(db: Db, forShare = false): Promise<ApplicationSettings> {
  return toSettings(await findApplicationSettingsRow(db, forShare ? 'share' : undefined));
}

/** The settings that differ, as `{field: {from, to}}` (the work days compared as a list). */
function settingChanges(before: ApplicationSettings, after: ApplicationSettings) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as (keyof ApplicationSettings)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key], to: after[key] };
    }
  }
  return changes;
}

/** How many waiting applications are re-dated per UPDATE. */
const REDATE_BATCH = 1_000;

/**
 * `PUT /api/applications/settings`: stores the target and re-dates `response_due_at` of every application
 * still waiting for its first response, all in one transaction with its audit event. The waiting ones are
 * few (the rest have a first response), so their deadlines are computed in TS with the same `responseDueAt`
 * the insert used and written back in batches.
 */
export async function updateApplicationSettings(
  db: Db,
  actorId: number,
  settings: ApplicationSettings,
): Promise<ApplicationSettings> {
  return db.transaction(async (tx) => {
    const before = await findApplicationSettingsRow(tx, 'update');
    const values = {
      responseTargetMinutes: settings.responseTargetMinutes,
      workdayStartMinute: minuteOf(settings.workdayStart),
      workdayEndMinute: minuteOf(settings.workdayEnd),
      workDays: [...settings.workDays].sort((a, b) => a - b),
    };
    await saveApplicationSettings(tx, values);
    const stored = toSettings({ ...values, id: 1, updatedAt: new Date() });

    const waiting = await findWaitingApplications(tx);
    for (let start = 0; start < waiting.length; start += REDATE_BATCH) {
      const batch = waiting.slice(start, start + REDATE_BATCH);
      const ids = batch.map((row) => row.id);
      const dues = batch.map((row) => responseDueAt(row.createdAt, stored).toISOString());
      // updated_at stays (nobody changed the application); the pulse's version reads the settings' own.
      await redateApplications(tx, ids, dues);
    }
    const changes = settingChanges(toSettings(before), stored);
    if (waiting.length > 0) changes.redatedApplications = { from: null, to: waiting.length };
    await audit.updated(tx, actorId, 'application-settings', 1, changes);
    return stored;
  });
}
