import type { Role } from '@school/contracts';
import type {
  MyReferralResponse,
  ReferralRow,
  ReferralStatisticsResponse,
  ReferralsListResponse,
  ReferrersResponse,
} from '@school/contracts/referrals';
import { REFERRALS_MESSAGES } from '@school/contracts/referrals';
import { referralsTexts } from '@school/contracts/texts/referrals';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceMismatches, seedManyReferrals } from '../../seed/referrals/referrals-bulk-seed';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { referralsList } from './referrals.list';
import { normalisePhone, sameMailbox, selfReferralFlags } from './self-referral';

/**
 * Fixtures live in March 2021, before the demo sales (the last three years), so a period's figures are
 * exactly the rows written here and can be summed by hand.
 */
let t: TestApp;
const tokens = new Map<Role, string>();
const as = async (role: Role) => {
  if (!tokens.has(role)) tokens.set(role, await t.loginAs(role));
  return bearer(tokens.get(role)!);
};
const get = async (url: string, role: Role = 'admin') => t.app.inject({ url, headers: await as(role) });
const post = async (payload: object, role: Role = 'admin') =>
  t.app.inject({ method: 'POST', url: '/api/referrals', headers: await as(role), payload });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

let curatorId = 0;
let speakerId = 0;
const ids: Record<string, number> = {};

async function student(key: string, email: string, extra: { phone?: string; device?: string } = {}) {
  const [row] = await rows<{
    id: number;
  }>(sql`insert into students (email, first_name, last_name, password_hash, phone, device_id, created_at)
    values (${email}, ${`Имя${key}`}, ${`Реф${key}`}, 'x', ${extra.phone ?? null}, ${extra.device ?? null}, '2021-03-01T09:00:00Z')
    returning id`);
  ids[key] = row!.id;
  return row!.id;
}

async function referral(
  referrer: { staff?: number; student?: number },
  referred: number,
  at: string,
  code: string,
) {
  const [row] = await rows<{
    id: number;
  }>(sql`insert into referrals (referrer_staff_id, referrer_student_id, referred_student_id, code, created_at)
    values (${referrer.staff ?? null}, ${referrer.student ?? null}, ${referred}, ${code}, ${at}) returning id`);
  return row!.id;
}

let paymentSeq = 0;
async function payment(
  studentId: number,
  referralId: number,
  amount: string,
  at: string,
  status = 'confirmed',
  refunded = '0',
) {
  paymentSeq++;
  const [row] = await rows<{
    id: number;
  }>(sql`insert into payments (student_id, product, title, amount, refunded_amount, provider, status,
      provider_payment_id, referral_id, paid_at, created_at)
    values (${studentId}, 'subscription', 'Подписка «Клуб»', ${amount}, ${refunded}, 'tinkoff', ${status},
      ${`ref-test-${paymentSeq}`}, ${referralId}, ${at}, ${at}) returning id`);
  return row!.id;
}

async function entry(
  owner: { staff?: number; student?: number },
  kind: string,
  bucket: string,
  amount: string,
  paymentId: number,
) {
  await t.database.db.execute(sql`insert into balance_entries (staff_id, student_id, kind, bucket, amount, payment_id, created_at)
    values (${owner.staff ?? null}, ${owner.student ?? null}, ${kind}, ${bucket}, ${amount}, ${paymentId}, '2021-03-20T10:00:00Z')`);
}

beforeAll(async () => {
  t = await createTestApp();
  const my = async (role: Role) => (await get('/api/admins/my-info', role)).json<{ id: number }>().id;
  curatorId = await my('curator');
  speakerId = await my('speaker');
  // A student referrer and four referred students.
  const alice = await student('Alice', 'alice.smith@gmail.com', {
    phone: '+7 (912) 000-11-22',
    device: 'dev-A',
  });
  const b = await student('B', 'bob@test.ru');
  const c = await student('C', 'carol@test.ru');
  const d = await student('D', 'dan@test.ru');
  const e = await student('E', 'eve@test.ru');
  const rB = await referral({ staff: curatorId }, b, '2021-03-02T10:00:00Z', 'CURCODE1');
  const rC = await referral({ staff: curatorId }, c, '2021-03-09T10:00:00Z', 'CURCODE1');
  const rD = await referral({ student: alice }, d, '2021-03-15T10:00:00Z', `S${alice}`);
  // Outside the period: counts nowhere in March.
  await referral({ staff: speakerId }, e, '2021-04-02T10:00:00Z', 'SPKCODE1');
  ids.rB = rB;
  ids.rC = rC;
  ids.rD = rD;
  const pB1 = await payment(b, rB, '1000.00', '2021-03-03T10:00:00Z');
  const pB2 = await payment(b, rB, '500.50', '2021-03-10T10:00:00Z', 'repeat_confirmed');
  await payment(b, rB, '700.00', '2021-03-11T10:00:00Z', 'rejected');
  const pC = await payment(c, rC, '2000.00', '2021-03-16T10:00:00Z', 'refunded', '2000.00');
  const pD = await payment(d, rD, '300.25', '2021-03-20T10:00:00Z');
  // Curator: pB1 accrued 100 and released; pB2 accrued 50.05, still held; pC accrued 200, released, refunded.
  await entry({ staff: curatorId }, 'accrual', 'held', '100.00', pB1);
  await entry({ staff: curatorId }, 'release', 'held', '-100.00', pB1);
  await entry({ staff: curatorId }, 'release', 'available', '100.00', pB1);
  await entry({ staff: curatorId }, 'accrual', 'held', '50.05', pB2);
  await entry({ staff: curatorId }, 'accrual', 'held', '200.00', pC);
  await entry({ staff: curatorId }, 'release', 'held', '-200.00', pC);
  await entry({ staff: curatorId }, 'release', 'available', '200.00', pC);
  await entry({ staff: curatorId }, 'reversal', 'available', '-200.00', pC);
  // Alice: pD accrued 30.03, held. The speaker's author share of pD is not the referrer's and never counts.
  await entry({ student: alice }, 'accrual', 'held', '30.03', pD);
  await entry({ staff: speakerId }, 'accrual', 'held', '60.00', pD);
});
afterAll(() => t.close());

const MARCH = 'dateFrom=2021-03-01&dateTo=2021-03-31';

describe('GET /api/referrals/statistics', () => {
  it('sums the period exactly as by hand', async () => {
    const response = await get(`/api/referrals/statistics?${MARCH}&groupBy=week`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ReferralStatisticsResponse>();
    expect(body.totals).toEqual({
      signUps: 3,
      payingReferrals: 3,
      revenue: 3800.75, // 1000 + 500.50 + 2000 + 300.25 (the rejected one is no money)
      accrued: 380.08, // 100 + 50.05 + 200 + 30.03
      held: 80.08, // 50.05 + 30.03
      paid: 100, // released 300, of which 200 clawed back
      reversed: 200,
    });
    expect(body.totals.accrued).toBeCloseTo(body.totals.held + body.totals.paid + body.totals.reversed, 2);
    // Weeks from Monday 2021-03-01 to the one holding the 31st.
    expect(body.series.map((row) => row.period)).toEqual([
      '2021-03-01',
      '2021-03-08',
      '2021-03-15',
      '2021-03-22',
      '2021-03-29',
    ]);
    expect(body.series.map((row) => row.signUps)).toEqual([1, 1, 1, 0, 0]);
    expect(body.series.map((row) => row.revenue)).toEqual([1000, 500.5, 2300.25, 0, 0]);
    expect(body.series.map((row) => row.accrued)).toEqual([100, 50.05, 230.03, 0, 0]);
    expect(body.topReferrers.map((row) => [row.referrer.kind, row.referrer.id, row.revenue])).toEqual([
      ['staff', curatorId, 3500.5],
      ['student', ids.Alice, 300.25],
    ]);
    expect(body.topReferrers[0]).toMatchObject({ signUps: 2, payingReferrals: 2, accrued: 350.05 });
    expect(body.topReferrers[1]?.referrer.name).toBe('РефAlice ИмяAlice');
  });

  it('days and months cover the range with zeros', async () => {
    const days = (
      await get(`/api/referrals/statistics?${MARCH}&groupBy=day`)
    ).json<ReferralStatisticsResponse>();
    expect(days.series).toHaveLength(31);
    expect(days.series.reduce((sum, row) => sum + row.signUps, 0)).toBe(3);
    const months = (
      await get('/api/referrals/statistics?dateFrom=2021-02-10&dateTo=2021-04-30&groupBy=month')
    ).json<ReferralStatisticsResponse>();
    expect(months.series.map((row) => [row.period, row.signUps])).toEqual([
      ['2021-02-01', 0],
      ['2021-03-01', 3],
      ['2021-04-01', 1],
    ]);
  });

  it('refuses a reversed period with 400; without one it answers this month (issue 29)', async () => {
    expect((await get('/api/referrals/statistics?dateFrom=2021-03-31&dateTo=2021-03-01')).statusCode).toBe(
      400,
    );
    expect((await get('/api/referrals/statistics')).statusCode).toBe(200);
  });
});

describe('GET /api/referrals', () => {
  it('lists referrers with aggregates, sorted and paged', async () => {
    const body = (await get(`/api/referrals?${MARCH}&orderBy=signUps:desc`)).json<ReferrersResponse>();
    expect(body.total).toBe(2);
    expect(body.items[0]).toMatchObject({ referrer: { kind: 'staff', id: curatorId }, signUps: 2 });
    const page2 = (
      await get(`/api/referrals?${MARCH}&orderBy=accrued:asc&take=1&skip=1`)
    ).json<ReferrersResponse>();
    expect(page2.total).toBe(2);
    expect(page2.items.map((row) => row.accrued)).toEqual([350.05]);
    const past = (await get(`/api/referrals?${MARCH}&skip=50`)).json<ReferrersResponse>();
    expect(past).toEqual({ items: [], total: 2 });
    const students = (
      await get(`/api/referrals?${MARCH}&kind=student&search=alice`)
    ).json<ReferrersResponse>();
    expect(students.items.map((row) => row.referrer.id)).toEqual([ids.Alice]);
    expect((await get('/api/referrals?orderBy=name:asc')).statusCode).toBe(400);
  });
});

describe('GET /api/referrals/list', () => {
  const list = async (query: string) => {
    const response = await get(`/api/referrals/list?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<ReferralsListResponse>();
  };

  it('shows the paid sum, the commission and the refunded flag', async () => {
    const body = await list(`${MARCH}`);
    expect(body.total).toBe(3);
    expect(body.items.map((row) => row.id)).toEqual([ids.rD, ids.rC, ids.rB]);
    const byId = new Map(body.items.map((row) => [row.id, row]));
    expect(byId.get(ids.rB!)).toMatchObject({
      paidSum: 1500.5,
      paymentsCount: 2,
      commission: 150.05,
      flags: [],
    });
    expect(byId.get(ids.rC!)).toMatchObject({ paidSum: 2000, commission: 0, flags: ['refunded'] });
    expect(byId.get(ids.rD!)).toMatchObject({
      paidSum: 300.25,
      commission: 30.03,
      code: `S${ids.Alice}`,
      referrer: { kind: 'student', id: ids.Alice, email: 'alice.smith@gmail.com' },
      referred: { id: ids.D, email: 'dan@test.ru', name: 'РефD ИмяD' },
    });
  });

  it('sorts by money, pages, searches and filters', async () => {
    expect((await list(`${MARCH}&orderBy=paidSum:desc`)).items.map((row) => row.paidSum)).toEqual([
      2000, 1500.5, 300.25,
    ]);
    expect((await list(`${MARCH}&orderBy=commission:asc`)).items.map((row) => row.commission)).toEqual([
      0, 30.03, 150.05,
    ]);
    const page = await list(`${MARCH}&orderBy=paidSum:asc&take=1&skip=1`);
    expect(page).toMatchObject({ total: 3, items: [{ paidSum: 1500.5 }] });
    expect((await list(`${MARCH}&search=carol`)).items.map((row) => row.id)).toEqual([ids.rC]);
    expect(
      (await list(`${MARCH}&search=${encodeURIComponent('рефalice')}`)).items.map((row) => row.id),
    ).toEqual([ids.rD]);
    expect((await list(`${MARCH}&search=curcode1`)).total).toBe(2);
    expect((await list(`${MARCH}&kind=student`)).items.map((row) => row.id)).toEqual([ids.rD]);
    expect((await list(`${MARCH}&kind=staff`)).total).toBe(2);
    expect((await list(`${MARCH}&flag=refunded`)).items.map((row) => row.id)).toEqual([ids.rC]);
    expect((await list(`${MARCH}&flag=clean`)).items.map((row) => row.id)).toEqual([ids.rD, ids.rB]);
    expect((await list(`${MARCH}&referrerStaffId=${curatorId}`)).total).toBe(2);
    expect((await list('dateFrom=2021-03-05&dateTo=2021-03-09')).items.map((row) => row.id)).toEqual([
      ids.rC,
    ]);
    expect((await get('/api/referrals/list?orderBy=referrer:asc')).statusCode).toBe(400);
    expect((await get('/api/referrals/list?flag=nope')).statusCode).toBe(400);
  });

  it('exports referrals.csv with the same filters', async () => {
    const response = await get(`/api/referrals/list/csv?${MARCH}&orderBy=paidSum:desc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('referrals.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(referralsTexts.referrals.csvHeaders.join(';'));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${ids.rC};`);
    expect(lines[1]).toContain('2000,00');
    expect(lines[1]).toContain('refunded');
    expect(lines[3]).toContain('alice.smith@gmail.com');
    // In batches of one row (PGlite walks the order by bookmarks of the computed money keys): the same bytes.
    for (const orderBy of ['paidSum:desc', 'commission:asc']) {
      const query = {
        dateFrom: '2021-03-01',
        dateTo: '2021-03-31',
        orderBy,
        kind: 'all',
        flag: 'all',
      } as const;
      const whole = await referralsList.csv(t.database, query);
      const batched = await referralsList.csv(t.database, query, 1);
      const read = async (stream: AsyncIterable<Buffer>) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk);
        return Buffer.concat(chunks).toString('utf8');
      };
      expect(await read(batched)).toBe(await read(whole));
    }
    const flagged = await get(`/api/referrals/list/csv?${MARCH}&flag=refunded`);
    expect(
      flagged.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/),
    ).toHaveLength(2);
  });
});

describe('POST /api/referrals', () => {
  it('attributes a student to a student code with the self-referral flags', async () => {
    const twin = await student('Twin', 'alicesmith+promo@googlemail.com', { phone: '8 912 000 11 22' });
    const response = await post({ code: `S${ids.Alice}`, referredStudentId: twin, deviceId: 'dev-A' });
    expect(response.statusCode).toBe(201);
    const row = response.json<ReferralRow>();
    expect(row.flags).toEqual(['email', 'phone', 'device']);
    expect(row.referrer).toMatchObject({ kind: 'student', id: ids.Alice });
    const again = await post({ code: `S${ids.Alice}`, referredStudentId: twin });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(REFERRALS_MESSAGES.alreadyReferred);
    expect((await list('flag=self')).items.map((item) => item.id)).toContain(row.id);
  });

  const list = async (query: string) =>
    (await get(`/api/referrals/list?${query}`)).json<ReferralsListResponse>();

  it('attributes to a staff code from /my, without flags', async () => {
    const my = (await get('/api/referrals/my', 'speaker')).json<MyReferralResponse>();
    expect(my.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(my.link).toBe(`https://school.example/?ref=${my.code}`);
    expect((await get('/api/referrals/my', 'speaker')).json<MyReferralResponse>().code).toBe(my.code);
    const fresh = await student('Fresh', 'fresh@test.ru');
    const response = await post({ code: my.code, referredStudentId: fresh });
    expect(response.statusCode).toBe(201);
    expect(response.json<ReferralRow>()).toMatchObject({
      referrer: { kind: 'staff', id: speakerId },
      flags: [],
      paidSum: 0,
      commission: 0,
    });
  });

  it('refuses an unknown code, oneself, a missing student and bad input with 400', async () => {
    const lone = await student('Lone', 'lone@test.ru');
    const unknown = await post({ code: 'NOSUCHCODE', referredStudentId: lone });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: [{ path: 'code', message: REFERRALS_MESSAGES.codeUnknown }],
    });
    const self = await post({ code: `S${lone}`, referredStudentId: lone });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      errors: [{ path: 'code', message: REFERRALS_MESSAGES.selfReferral }],
    });
    const missing = await post({ code: `S${ids.Alice}`, referredStudentId: 2_000_000_000 });
    expect(missing.statusCode).toBe(400);
    expect((await post({ code: 'bad code!', referredStudentId: lone })).statusCode).toBe(400);
    expect((await post({ referredStudentId: lone })).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('keeps referrals and profit to admins; /my to any staff member', async () => {
    for (const role of ['curator', 'speaker'] as const) {
      for (const url of [
        `/api/referrals/statistics?${MARCH}`,
        '/api/referrals',
        '/api/referrals/list',
        '/api/referrals/list/csv',
      ]) {
        expect((await get(url, role)).statusCode).toBe(403);
      }
      expect((await post({ code: 'X', referredStudentId: 1 }, role)).statusCode).toBe(403);
      expect((await get('/api/referrals/my', role)).statusCode).toBe(200);
    }
    expect((await get(`/api/referrals/statistics?${MARCH}`, 'super-admin')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/referrals/my' })).statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it('gives the demo staff codes, staff-referred payers and four flagged self-referrals', async () => {
    const curator = (await get('/api/referrals/my', 'curator')).json<MyReferralResponse>();
    expect(curator.code).toBe('CUR8HT3P');
    const [counts] = await rows<{
      staff_referred: number;
      paid: number;
      flagged: number;
      all_three: number;
    }>(sql`select
      (select count(*)::int from referrals where referrer_staff_id in (${curatorId}, ${speakerId}) and code in ('CUR8HT3P', 'SPK5RD6V')
        and exists (select 1 from payments p where p.referral_id = referrals.id)) as staff_referred,
      (select count(*)::int from payments p join referrals r on r.id = p.referral_id where r.code in ('CUR8HT3P', 'SPK5RD6V')) as paid,
      (select count(*)::int from referrals r join students s on s.id = r.referred_student_id
        where cardinality(flags) > 0 and s.last_name not like 'Реф%') as flagged,
      (select count(*)::int from referrals r join students s on s.id = r.referred_student_id
        where flags @> array['email', 'phone', 'device'] and s.last_name not like 'Реф%') as all_three`);
    expect(counts).toEqual({ staff_referred: 6, paid: expect.any(Number), flagged: 4, all_three: 1 });
    expect(counts!.paid).toBeGreaterThan(5);
  });
});

describe('--referrals N', () => {
  it('adds exactly N ledger entries in chunks, and every balance stays the sum of its entries', async () => {
    const count = async () =>
      (await rows<{ n: number }>(sql`select count(*)::int as n from balance_entries`))[0]!.n;
    const before = await count();
    const seeded = await seedManyReferrals(t.database.db, 1003, () => {}, { entriesPerChunk: 400 });
    expect(seeded.entries).toBe(1003);
    expect(await count()).toBe(before + 1003);
    expect(await balanceMismatches(t.database.db)).toBe(0);
    const [kinds] = await rows<Record<string, number>>(sql`select
      count(*) filter (where kind = 'accrual')::int as accrual, count(*) filter (where kind = 'release')::int as release,
      count(*) filter (where kind = 'reversal')::int as reversal, count(*) filter (where kind = 'withdrawal')::int as withdrawal
      from balance_entries e join students s on s.id = e.student_id where s.email like 'refbulk-%'`);
    expect(Object.values(kinds!).reduce((a, b) => a + b, 0)).toBe(1003);
    for (const kind of ['accrual', 'release', 'reversal', 'withdrawal'])
      expect(kinds![kind]).toBeGreaterThan(0);
    // The list reads them: every referred student's row is there.
    expect(
      (await get('/api/referrals/list?search=refbulk')).json<ReferralsListResponse>().total,
    ).toBeGreaterThan(seeded.referred - 1);
  });
});

describe('self-referral checks', () => {
  it('normalises e-mails and phones', () => {
    expect(sameMailbox('Ivan.Petrov+x@gmail.com', 'ivanpetrov@googlemail.com')).toBe(true);
    expect(sameMailbox('ivan.petrov@mail.ru', 'ivanpetrov@yandex.ru')).toBe(true);
    expect(sameMailbox('ann@mail.ru', 'ann@yandex.ru')).toBe(false);
    expect(sameMailbox('anna@mail.ru', 'boris@mail.ru')).toBe(false);
    expect(normalisePhone('8 (912) 000-11-22')).toBe(normalisePhone('+79120001122'));
    expect(normalisePhone('123')).toBeNull();
    expect(
      selfReferralFlags(
        { email: 'a@x.ru', phone: null, deviceId: null },
        { email: 'b@x.ru', phone: null, deviceId: null },
      ),
    ).toEqual([]);
  });
});
