/**
 * Issue 32's benchmark (part of `npm run bench`): «Журнал действий» (GET /api/audit) against the hand-written
 * anchor (audit-hand-written.ts: the same page and capped total written by hand over the same indexes, on bare
 * node:http + pg), taking turns case by case at 10 connections (BENCH_AUDIT_CONNECTIONS). Cases: the first
 * page, a person's events, a section's. Target: at least 0.8× the anchor's requests per second at 10M events
 * (`npm run seed -- --audit-events 10000000`). PostgreSQL only (BENCH_DATABASE_URL); BENCH_AUDIT=0 skips it.
 */
import { loadavg } from 'node:os';
import { adminHeaders, benchDatabase } from './bench-database';
import type { LoadResult } from './load';
import { startChild } from './processes';
import { measureTurns, row, type Target, versus } from './turns';

if (process.env.BENCH_AUDIT === '0') process.exit(0);
const { env, serverEnv, cleanUp } = benchDatabase('Audit', { postgresOnly: true, logLevel: 'warn' });
const connections = Number(process.env.BENCH_AUDIT_CONNECTIONS ?? 10);

try {
  const server = await startChild('src/main.ts', serverEnv, 3951, { quiet: true });
  const headers = await adminHeaders(server.url);
  const get = async <T>(path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers })).json()) as T;
  const first = await get<{ items: { actor: { id: number } | null }[]; total: number }>(
    '/api/audit?take=100',
  );
  const actor = first.items.find((item) => item.actor && item.actor.id > 1)?.actor ?? first.items[0]?.actor;
  if (!actor) throw new Error('seed the database first (npm run seed -- --audit-events N)');
  const hand = await startChild('bench/audit-hand-written.ts', env, 3953);
  // Both answer the same rows: the page of each case is compared once before timing.
  const cases = [
    { name: 'the first page', query: '' },
    { name: 'one person’s events', query: `actorId=${actor.id}` },
    { name: 'a section’s events (students)', query: 'section=student' },
  ];
  const table: Record<string, unknown> = {};
  for (const { name, query } of cases) {
    const ours = await get<{ items: { id: number }[] }>(`/api/audit?${query}`);
    const anchor = (await (await fetch(`${hand.url}/audit?${query}`)).json()) as { items: { id: number }[] };
    const ids = (answer: { items: { id: number }[] }) => answer.items.map((item) => item.id).join(',');
    if (ids(ours) !== ids(anchor)) throw new Error(`${name}: ours ${ids(ours)} ≠ anchor ${ids(anchor)}`);
    const targets: Target[] = [
      { child: server, url: `${server.url}/api/audit?${query}`, headers },
      { child: hand, url: `${hand.url}/audit?${query}` },
    ];
    const [own, byHand] = (await measureTurns(targets, connections)) as [LoadResult, LoadResult];
    table[name] = { ...row(own), ...versus('hand', own, byHand) };
  }
  console.log(
    `\nPostgreSQL, ${first.total} audit events (list total), ${process.version}, load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(`«Журнал действий»: ours vs the hand-written anchor, ${connections} connections, turns`);
  console.table(table);
  await server.stop();
  await hand.stop();
} finally {
  cleanUp();
}
