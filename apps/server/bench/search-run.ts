/**
 * Issue 31's benchmark (part of `npm run bench`): the global search (GET /api/search?q=…, nine groups for an
 * admin, each its list's first five rows and total) against the hand-written anchor (search-hand-written.ts:
 * the same searches written by hand over the same indexes, on bare node:http + pg), taking turns case by
 * case at 10 connections (BENCH_SEARCH_CONNECTIONS). Cases: a surname, two name words in the other order, an
 * e-mail, phone digits, a provider's payment id — taken from the seeded data. Target: p95 ≤ 150 ms at 1M
 * students / 5M payments, and at least 0.8× the anchor's requests per second.
 * BENCH_DATABASE_URL → PostgreSQL (with the anchor); BENCH_DATA_DIR → a seeded embedded data dir (ours only:
 * PGlite serves one process). BENCH_SEARCH=0 skips this file.
 */
import { loadavg } from 'node:os';
import { adminHeaders, benchDatabase } from './bench-database';
import type { LoadResult } from './load';
import { startChild } from './processes';
import { measureTurns, row, type Target, versus } from './turns';

if (process.env.BENCH_SEARCH === '0') process.exit(0);
const { databaseUrl, env, serverEnv, cleanUp } = benchDatabase('Search', { logLevel: 'warn' });
const connections = Number(process.env.BENCH_SEARCH_CONNECTIONS ?? 10);

type Student = { firstName: string; lastName: string; email: string; phone: string | null };

try {
  const server = await startChild('src/main.ts', serverEnv, 3941, { quiet: true });
  const headers = await adminHeaders(server.url);
  const get = async <T>(path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers })).json()) as T;
  const { items: people, total } = await get<{ items: Student[]; total: number }>(
    '/api/students?take=100&orderBy=id:asc',
  );
  const student = people.find((person) => person.phone) ?? people[0];
  const { items: paid, total: payments } = await get<{
    items: { id: number; providerPaymentId: string }[];
    total: number;
  }>('/api/payments?take=1');
  if (!student || !paid[0]) throw new Error('seed the database first (npm run seed -- --students N)');
  const cases = [
    { name: 'a surname', q: student.lastName },
    { name: 'two name words, first name first', q: `${student.firstName} ${student.lastName}` },
    { name: 'an e-mail', q: student.email },
    { name: 'phone digits', q: (student.phone ?? '').replace(/\D/g, '').slice(-7) },
    { name: 'a provider payment id', q: paid[0].providerPaymentId },
    { name: 'a payment number', q: `№ ${paid[0].id}` },
  ];
  const hand = databaseUrl ? await startChild('bench/search-hand-written.ts', env, 3943) : undefined;

  const table: Record<string, unknown> = {};
  for (const { name, q } of cases) {
    const query = `q=${encodeURIComponent(q)}`;
    const targets: Target[] = [{ child: server, url: `${server.url}/api/search?${query}`, headers }];
    if (hand) targets.push({ child: hand, url: `${hand.url}/search?${query}` });
    const [own, byHand] = (await measureTurns(targets, connections)) as [LoadResult, LoadResult | undefined];
    table[`${name} «${q}»`] = { ...row(own), ...versus('hand', own, byHand) };
  }
  console.log(
    `\n${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, ${total} students (list total), ${payments} payments, ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `Global search (9 groups for an admin): ours vs the hand-written anchor, ${connections} connections, turns`,
  );
  console.table(table);
  await server.stop();
  await hand?.stop();
} finally {
  cleanUp();
}
