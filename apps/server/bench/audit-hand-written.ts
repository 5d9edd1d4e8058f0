/**
 * «Журнал действий»'s hand-written anchor (issue 32): bare node:http + pg answering `GET /audit?…` with what an
 * engineer would write by hand — the page `… order by at desc, id desc limit 15` under the filter, and the
 * total capped at 10,001 rows with the planner's estimate past it (kept 30 s, like the API), mapped to the same
 * JSON shape. Filters: `actorId`, `section`.
 */
import { AUDIT_LIST_MAX_ROWS } from '@school/contracts/audit';
import pg from 'pg';
import { serveAnchor } from './anchor-http';
import { cappedTotals, totalStatements } from './anchor-total';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const totals = cappedTotals<string>(AUDIT_LIST_MAX_ROWS);

serveAnchor(
  async (url) => {
    const conditions: string[] = [];
    const values: unknown[] = [];
    const actorId = url.searchParams.get('actorId');
    const section = url.searchParams.get('section');
    if (actorId) conditions.push(`staff_id = $${values.push(Number(actorId))}`);
    if (section) conditions.push(`entity = $${values.push(section)}`);
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const [page, total] = await Promise.all([
      pool.query(
        `select id, at, staff_id, actor_name, action, entity, entity_id, changes from audit_events ${where}
       order by at desc, id desc limit 15`,
        values,
      ),
      totals(pool, url.search, totalStatements('audit_events', where, values, AUDIT_LIST_MAX_ROWS)),
    ]);
    return JSON.stringify({
      total: total.total,
      items: page.rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.staff_id === null ? null : { id: row.staff_id, name: row.actor_name },
        action: row.action,
        section: row.entity,
        entityId: row.entity_id,
        changes: row.changes,
      })),
    });
  },
  () => pool.end(),
);
