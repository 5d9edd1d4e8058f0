import { inArray, sql } from 'drizzle-orm';
import { services } from '../../db/schema/services.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import type { DomainSeed } from '../domain-seed';
import { DEMO_SERVICES } from './applications.seed-data';
import { generateApplications } from './applications-generator';

/** Demo applications: a few hundred over the last three months, crowded towards today. */
export const DEMO_APPLICATIONS = { count: 360, withinDays: 92, recentBias: 1.6 } as const;

type Rows<T> = { rows: T[] };
const countOf = async (db: Db, table: 'services' | 'applications') =>
  ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as Rows<{ n: number }>)
    .rows[0]?.n ?? 0;

/** The demo curators' and speakers' services (one retired), in one insert. */
async function seedServices(db: Db): Promise<number> {
  if ((await countOf(db, 'services')) > 0) return 0;
  const owners = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(inArray(staff.email, Object.keys(DEMO_SERVICES)));
  const rows = owners.flatMap((owner) =>
    (DEMO_SERVICES[owner.email] ?? []).map((service) => ({
      staffId: owner.id,
      name: service.name,
      description: service.description,
      price: service.price,
      isActive: !service.inactive,
    })),
  );
  if (rows.length === 0) return 0;
  // In the order of DEMO_SERVICES, so ids do not depend on the staff lookup's order.
  const order = Object.keys(DEMO_SERVICES);
  const ownerEmail = new Map(owners.map((owner) => [owner.id, owner.email]));
  rows.sort((a, b) => order.indexOf(ownerEmail.get(a.staffId)!) - order.indexOf(ownerEmail.get(b.staffId)!));
  await db.insert(services).values(rows);
  return rows.length;
}

/**
 * Applications demo data: the services of the demo curators and speakers, then a few hundred applications of
 * every queue and status over the last three months with their history (applications-generator.ts), so the
 * newest are still «new» and some of those are overdue. Skips each part that already has rows.
 */
export const applicationsSeed: DomainSeed = {
  name: 'applications',
  async run(db, context) {
    const added = await seedServices(db);
    let written = { applications: 0, events: 0 };
    if ((await countOf(db, 'applications')) === 0) {
      written = await generateApplications(db, { ...DEMO_APPLICATIONS, fromKey: 1 });
    }
    if (added || written.applications)
      context.info(
        `seed: ${added} services, ${written.applications} applications with ${written.events} history rows`,
      );
  },
};
