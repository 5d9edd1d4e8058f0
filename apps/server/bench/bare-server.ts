/**
 * The anchor: a bare node:http server running the SAME SQL as GET /api/students (statements prebuilt once
 * from the app's own query builders, then sent raw), and COPY … TO STDOUT for the export. No framework,
 * validation, auth or response schema — the floor the real server is compared with.
 */
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { STUDENT_LIST_MAX_ROWS, studentsListQuerySchema } from '@school/contracts';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { inlineParams } from '../src/db/copy-out';
import type { Db } from '../src/db/types';
import { cachedEstimate, rememberEstimate } from '../src/lists/estimate-cache';
import { studentsList } from '../src/modules/students/students.list';
import { serveAnchor } from './anchor-http';
import { EXPORT_QUERY, LIST_CASES } from './cases';

// The students list's parts, one by one (the list kit, src/lists).
const {
  filter: studentFilterParts,
  filterWhere: studentFilterWhere,
  filterParams,
  planPage,
  listQueries,
  planShape,
  planValues,
  estimateOnce,
  estimateQuery,
  csvQuery,
} = studentsList;
const CSV_OPTIONS = studentsList.csvOptions();

type Statement = { text: string; values: unknown[] };
type Run = (statement: Statement) => Promise<{ rows: Record<string, unknown>[] }>;

const dialect = new PgDialect();
const url = process.env.DATABASE_URL;
const pool = url ? new pg.Pool({ connectionString: url, max: 10 }) : undefined;
const lite = url
  ? undefined
  : await PGlite.create({ dataDir: `${process.env.DATA_DIR}/pgdata`, extensions: { pg_trgm } });
const run: Run = pool
  ? (s) => pool.query(s.text, s.values)
  : (s) => lite!.query<Record<string, unknown>>(s.text, s.values);

// A drizzle instance only to render SQL; nothing runs through it.
const renderer = drizzle.mock() as unknown as Db;
const statement = (
  query: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
): Statement => {
  const { sql: text, params } = query.toSQL();
  return { text, values: fillPlaceholders(params, values) };
};
const raw = (query: SQL): Statement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
};

const estimateOf = async (statement: Statement): Promise<number> => {
  const [row] = (await run(statement)).rows;
  const plan = Object.values(row ?? {})[0] as [{ Plan: { 'Plan Rows': number } }] | string;
  return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows'];
};

// Only to plan each case once, exactly as the server plans it (bookmark, search snapshot, plan shape).
const planner = (pool ? drizzle({ client: pool }) : drizzlePglite({ client: lite! })) as unknown as Db;

const cases = await Promise.all(
  LIST_CASES.map(async ({ query }, index) => {
    const parsed = studentsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const parts = studentFilterParts(parsed);
    const where = () => studentFilterWhere(parts);
    const plan = await planPage(planner, {
      key: `case ${index}`,
      where,
      searching: parts.search.length > 0,
      orderBy: parsed.orderBy,
      skip: parsed.skip,
      take: parsed.take,
      estimate: estimateOnce(planner, where()),
    });
    const { page, count } = listQueries(renderer, parts, planShape(parsed.orderBy, plan, parsed));
    return {
      page: statement(page, { ...filterParams(parts), ...planValues(parsed, plan) }),
      count: statement(count, filterParams(parts)),
      estimate: raw(estimateQuery(where())),
    };
  }),
);

/** The same statements in the same order as listStudents(), with the same estimate cache. */
async function list(index: number): Promise<string> {
  const statements = cases[index]!;
  const page = run(statements.page);
  page.catch(() => {});
  const key = String(index);
  let total = cachedEstimate(key);
  if (total === undefined) {
    const estimate = await estimateOf(statements.estimate);
    // The count's column is unnamed in SQL (drizzle names it `total` only when it maps the row).
    const counted: number =
      estimate < 2 * STUDENT_LIST_MAX_ROWS
        ? Number(Object.values((await run(statements.count)).rows[0] ?? {})[0])
        : estimate;
    if (counted > STUDENT_LIST_MAX_ROWS) rememberEstimate(key, Math.max(estimate, counted));
    total = counted;
  }
  return JSON.stringify({ items: (await page).rows, total });
}

async function copy(): Promise<{ rows: number; seconds: number }> {
  const parsed = studentsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(EXPORT_QUERY)));
  const text = `COPY (${inlineParams(csvQuery(parsed))}) TO`;
  const started = performance.now();
  let rows = 0;
  if (pool) {
    const client = await pool.connect();
    await new Promise<void>((resolve, reject) => {
      const stream = client.query(copyTo(`${text} STDOUT WITH (${CSV_OPTIONS})`));
      stream.on('data', (chunk: Buffer) => {
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      });
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    client.release();
  } else {
    const result = await lite!.query(`${text} '/dev/blob' WITH (${CSV_OPTIONS})`);
    const bytes = new Uint8Array(await result.blob!.arrayBuffer());
    for (const byte of bytes) if (byte === 10) rows++;
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}

serveAnchor(
  async (path) => {
    if (path.pathname === '/api/health') return '{"status":"ok"}';
    if (path.pathname === '/copy') return JSON.stringify(await copy());
    return list(Number(path.searchParams.get('case')));
  },
  () => Promise.all([pool?.end(), lite?.close()]),
);
