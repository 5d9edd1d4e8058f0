import { APPLICATION_KINDS, type ApplicationKind, type ApplicationPulse } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { applicationSettings, applications } from '../../db/schema/applications.table';
import type { Db } from '../../db/types';
import { type Actor, ownerOf } from './application-access';
import { ofStaff, overdueNow } from './applications.list';

type Rows<T> = { rows: T[] };

/**
 * `GET /api/applications/pulse`, polled by every open application page. `version` is three index probes:
 * the newest id (an insert, even one dated in the past), the latest `updated_at` (a change) and the
 * settings' `updated_at` (re-dated deadlines). Overdue per queue reads the partial index of the waiting ones;
 * a curator or speaker counts only their own.
 */
export async function applicationPulse(db: Db, actor: Actor): Promise<ApplicationPulse> {
  const owner = ownerOf(actor);
  const [version, overdue] = await Promise.all([
    db.execute(sql`select
        (select max(${applications.id}) from ${applications}) as id,
        (select max(${applications.updatedAt}) from ${applications}) as updated,
        (select max(${applicationSettings.updatedAt}) from ${applicationSettings}) as settings`) as unknown as Promise<
      Rows<{ id: number | null; updated: string | Date | null; settings: string | Date | null }>
    >,
    db.execute(sql`select ${applications.kind} as kind, count(*)::int as n from ${applications}
        where ${overdueNow}${owner === undefined ? sql`` : sql` and ${ofStaff(owner)}`}
        group by 1`) as unknown as Promise<Rows<{ kind: ApplicationKind; n: number }>>,
  ]);
  const stamp = (value: string | Date | null | undefined) =>
    value == null ? '-' : value instanceof Date ? value.toISOString() : String(value);
  const row = version.rows[0];
  const counts = Object.fromEntries(APPLICATION_KINDS.map((kind) => [kind, 0])) as Record<
    ApplicationKind,
    number
  >;
  for (const line of overdue.rows) counts[line.kind] = Number(line.n);
  return {
    version: `${row?.id ?? 0}.${stamp(row?.updated)}.${stamp(row?.settings)}`,
    overdue: counts,
  };
}
