import { Column, getTableName, is, SQL } from 'drizzle-orm';

/** A selected field as drizzle's prepared query lists it: where it goes in the row object, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What drizzle's prepared queries (node-postgres and PGlite alike) hold and call after each query. */
interface PreparedRows {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

type Leaf = { key: string; index: number; decoder: Decoder };
type Group = { key: string; leaf?: Leaf; columns?: Leaf[]; nullWhenNull?: number };

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  return undefined;
}

/**
 * The same row objects as drizzle's mapResultRow, from a plan made once per statement instead of per row
 * and column: mapResultRow re-derives each column's decoder and path on every row (a page of 15 students,
 * 19 columns: 86–110 µs of CPU, compiled 24–26 µs; docs/performance.md, issue 9). Only flat selections and one
 * level of nesting (a row, a joined table's object, computed values); anything else stays with drizzle.
 * A nested object of one left-joined table is null when its first column is, as in drizzle.
 */
export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  const groups: Group[] = [];
  const byKey = new Map<string, Group & { tables: Set<string> }>();
  for (const [index, { path, field }] of fields.entries()) {
    const decoder = decoderOf(field);
    const [key, child] = path;
    if (!decoder || key === undefined || path.length > 2) return undefined;
    if (child === undefined) {
      if (byKey.has(key)) return undefined;
      groups.push({ key, leaf: { key, index, decoder } });
      continue;
    }
    let group = byKey.get(key);
    if (!group) {
      group = { key, columns: [], tables: new Set() };
      byKey.set(key, group);
      groups.push(group);
    } else if (!group.columns) return undefined;
    group.columns?.push({ key: child, index, decoder });
    group.tables.add(is(field, Column) ? getTableName((field as Column).table) : '');
  }
  for (const group of byKey.values()) {
    const [table] = group.tables;
    const first = group.columns?.[0];
    // drizzle nulls the object only if every column is a column of the same table, and that table is joined
    // as nullable (a left join).
    if (joinsNotNullableMap && group.tables.size === 1 && table && first && !joinsNotNullableMap[table]) {
      group.nullWhenNull = first.index;
    }
  }
  const decode = (leaf: Leaf, row: unknown[]) => {
    const value = row[leaf.index];
    return value === null ? null : leaf.decoder.mapFromDriverValue(value);
  };
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (const group of groups) {
        if (group.leaf) {
          result[group.key] = decode(group.leaf, row);
        } else if (group.nullWhenNull !== undefined && row[group.nullWhenNull] === null) {
          result[group.key] = null;
        } else {
          const object: Record<string, unknown> = {};
          for (const column of group.columns ?? []) object[column.key] = decode(column, row);
          result[group.key] = object;
        }
      }
      return result;
    });
}

/** Gives a prepared select the compiled row mapper when its selection allows one (see above). */
export function withCompiledRows<Prepared>(prepared: Prepared): Prepared {
  const target = prepared as PreparedRows;
  if (target.fields && !target.customResultMapper) {
    const mapper = compileRowMapper(target.fields, target.joinsNotNullableMap);
    if (mapper) target.customResultMapper = mapper;
  }
  return prepared;
}
