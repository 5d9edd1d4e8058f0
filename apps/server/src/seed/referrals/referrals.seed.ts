import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { audit } from '../../modules/audit';
import { selfReferralFlags } from '../../modules/referrals';
import type { DomainSeed } from '../domain-seed';

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** Fixed codes of the demo staff (8 unambiguous characters, as /api/referrals/my makes them). */
export const DEMO_STAFF_CODES: Readonly<Record<string, string>> = {
  'super@demo.test': 'SPR4KW9M',
  'admin@demo.test': 'ADM2NX7Q',
  'curator@demo.test': 'CUR8HT3P',
  'speaker@demo.test': 'SPK5RD6V',
};

/** How many students each of the demo curator and speaker brought. */
const STAFF_REFERRED = 3;

/**
 * Demo referrals (issue 13), on top of the sales generator's (about one buyer in eight referred by an earlier
 * student, code `S<id>`): codes for the demo staff; three paying students each brought by the curator and the
 * speaker (their payments from the referral on carry it, so their commissions accrue to them); and four
 * suspicious self-referrals of one student — the same mailbox (Gmail dots and a +tag), the same phone, the
 * same device, and all three at once. Skipped once the curator has a code.
 */
export const referralsSeed: DomainSeed = {
  name: 'referrals',
  async run(db, { info }) {
    const [done] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from staff where email = 'curator@demo.test' and referral_code is not null`,
    );
    if ((done?.n ?? 0) > 0) return;
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      for (const [email, code] of Object.entries(DEMO_STAFF_CODES)) {
        await t.execute(
          sql`update staff set referral_code = ${code} where email = ${email} and referral_code is null`,
        );
      }
      // Paying students nobody referred yet, who referred nobody: the first few by id, alternately.
      const picked = await rows<{ id: number; created_at: string }>(
        t,
        sql`select s.id, s.created_at::text as created_at from students s
          where not exists (select 1 from referrals r where r.referred_student_id = s.id or r.referrer_student_id = s.id)
            and exists (select 1 from payments p where p.student_id = s.id and p.status in ('confirmed', 'repeat_confirmed'))
          order by s.id limit ${STAFF_REFERRED * 2}`,
      );
      const staffIds = await rows<{ email: string; id: number }>(
        t,
        sql`select email, id from staff where email in ('curator@demo.test', 'speaker@demo.test')`,
      );
      const curator = staffIds.find((row) => row.email === 'curator@demo.test');
      const speaker = staffIds.find((row) => row.email === 'speaker@demo.test');
      let staffReferred = 0;
      for (const [index, student] of picked.entries()) {
        const referrer = index % 2 === 0 ? curator : speaker;
        if (!referrer) continue;
        const code = DEMO_STAFF_CODES[referrer.email]!;
        const [made] = await rows<{ id: number }>(
          t,
          sql`insert into referrals (referrer_staff_id, referred_student_id, code, created_at)
            values (${referrer.id}, ${student.id}, ${code}, ${student.created_at}::timestamptz) returning id`,
        );
        await t.execute(
          sql`update payments set referral_id = ${made!.id} where student_id = ${student.id} and referral_id is null`,
        );
        staffReferred++;
      }
      // The self-referrals: one student and four "friends" (existing demo students, so the demo keeps its
      // student count) made to look like the same person: the same mailbox, phone, device, or all three.
      const people = await rows<{ id: number; email: string; phone: string | null }>(
        t,
        sql`select id, email, phone from students s
          where not exists (select 1 from referrals r where r.referred_student_id = s.id or r.referrer_student_id = s.id)
            -- Their applications copied the contacts they had; a changed e-mail would disagree with them.
            and not exists (select 1 from applications a where a.student_id = s.id)
          order by id desc limit 5`,
      );
      let flagged = 0;
      const [host, ...friends] = people;
      if (host && friends.length === 4) {
        const device = `demo-device-${host.id}`;
        const phone = host.phone ?? '+7 900 555-12-34';
        await t.execute(
          sql`update students set phone = ${phone}, device_id = ${device} where id = ${host.id}`,
        );
        const [local, domain] = host.email.split('@') as [string, string];
        const looks = [
          { email: `${local}+bonus@${domain}`, phone: null, device: null },
          { email: null, phone, device: null },
          { email: null, phone: null, device },
          { email: `${local}+all@${domain}`, phone, device },
        ];
        for (const [index, friend] of friends.entries()) {
          const look = looks[index]!;
          await t.execute(sql`update students set email = coalesce(${look.email}, email), phone = coalesce(${look.phone}, phone),
            device_id = coalesce(${look.device}, device_id) where id = ${friend.id}`);
          // The same check the API makes (self-referral.ts), so the demo flags are what attribution finds.
          const flags = selfReferralFlags(
            { email: host.email, phone, deviceId: device },
            { email: look.email ?? friend.email, phone: look.phone ?? friend.phone, deviceId: look.device },
          );
          await t.execute(
            sql`insert into referrals (referrer_student_id, referred_student_id, code, device_id, flags, created_at)
              values (${host.id}, ${friend.id}, ${`S${host.id}`}, ${look.device}, ${`{${flags.join(',')}}`}::text[],
                now() - interval '3 days')`,
          );
          flagged++;
        }
      }
      await audit.record(tx, {
        actorId: null,
        action: 'seed.referrals',
        entity: 'referrals',
        entityId: null,
      });
      info(
        `referrals: staff codes, ${staffReferred} students brought by staff, ${flagged} flagged self-referrals`,
      );
    });
  },
};
