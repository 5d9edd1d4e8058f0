import { APPLICATION_KINDS, type ApplicationKind, type ApplicationPulse } from '@school/contracts';
import type { Db } from '../../db/types';
import { type Actor, ownerOf } from './application-access';
import { applicationsVersion, overdueByKind } from './applications.repository';

/**
 * `GET /api/applications/pulse`, polled by every open application page. `version` is three index probes:
 * the newest id (an insert, even one dated in the past), the latest `updated_at` (a change) and the
 * settings' `updated_at` (re-dated deadlines). Overdue per queue reads the partial index of the waiting ones;
 * a curator or speaker counts only their own.
 */
export async function applicationPulse(db: Db, actor: Actor): Promise<ApplicationPulse> {
  const owner = ownerOf(actor);
  const [row, overdue] = await Promise.all([applicationsVersion(db), overdueByKind(db, owner)]);
  const stamp = (value: string | Date | null | undefined) =>
    value == null ? '-' : value instanceof Date ? value.toISOString() : String(value);
  const counts = Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, 0])) as Record<
    ApplicationKind,
    number
  >;
  for (const line of overdue) counts[line.kind] = Number(line.n);
  return {
    version: `${row?.id ?? 0}.${stamp(row?.updated)}.${stamp(row?.settings)}`,
    activity: row?.activity ?? '-',
    overdue: counts,
  };
}
