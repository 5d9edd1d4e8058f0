import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';

type Rows<T> = { rows: T[] };

/**
 * A bulk seed of tens of millions of rows into tables that already hold millions spends most of its time in
 * secondary indexes kept up to date at random places (dates over three years, amounts, names, trigrams).
 * The usual bulk-load order is cheaper: drop them, write, build each once at the end in one sorted pass.
 * Primary keys and unique indexes stay — foreign keys and the seed's conflict targets need them.
 *
 * The definitions come from `pg_indexes` (whatever migration made them) and are kept in a table first, so a
 * seed that dies half-way — even killed — does not lose them: the next deferring seed keeps them deferred with
 * its own and builds them all at its end; any other seed builds them first (`restoreDeferredIndexes`). A failing
 * seed rebuilds them before it rethrows.
 */
export async function withSecondaryIndexesDeferred<T>(
  db: Db,
  tables: readonly string[],
  info: (message: string) => void,
  work: () => Promise<T>,
): Promise<T> {
  await db.execute(
    sql`create table if not exists seed_deferred_indexes (name text primary key, definition text not null)`,
  );
  const deferred = (
    (await db.execute(sql`
      insert into seed_deferred_indexes (name, definition)
      select i.indexname, i.indexdef
      from pg_indexes i
      join pg_index x on x.indexrelid = format('%I.%I', i.schemaname, i.indexname)::regclass
      where i.schemaname = current_schema() and i.tablename = any(string_to_array(${tables.join(',')}, ','))
        and not x.indisunique and not x.indisprimary
      on conflict (name) do nothing
      returning name
    `)) as unknown as Rows<{ name: string }>
  ).rows;
  for (const { name } of deferred) await db.execute(sql.raw(`drop index if exists "${name}"`));
  info(
    `seed: ${deferred.length} secondary indexes of ${tables.join(', ')} are built once at the end` +
      ' (with any a killed seed left deferred)',
  );
  try {
    return await work();
  } finally {
    await restoreDeferredIndexes(db, info);
  }
}

/** Builds every index a bulk seed dropped and has not built back yet (none: nothing happens). */
export async function restoreDeferredIndexes(db: Db, info: (message: string) => void): Promise<void> {
  const [table] = (
    (await db.execute(
      sql`select to_regclass('seed_deferred_indexes') is not null as present`,
    )) as unknown as Rows<{
      present: boolean;
    }>
  ).rows;
  if (!table?.present) return;
  const pending = (
    (await db.execute(
      sql`select name, definition from seed_deferred_indexes order by name`,
    )) as unknown as Rows<{
      name: string;
      definition: string;
    }>
  ).rows;
  for (const index of pending) {
    const started = Date.now();
    // One sorted pass per index; the memory lets a 50M-row build sort without spilling much to disk.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      await tx.execute(sql.raw(index.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
      await tx.execute(sql`delete from seed_deferred_indexes where name = ${index.name}`);
    });
    info(`seed: index ${index.name} built (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await db.execute(sql`drop table seed_deferred_indexes`);
}
