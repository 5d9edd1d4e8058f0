import type { JsonSchema } from './openapi-operations';
import type { Random } from './seeded-random';

/**
 * Values for a JSON Schema of the OpenAPI document: `sampleValid` fits the schema (so a request gets past
 * validation into services and SQL), `edgeValues` are the values just inside and just outside its limits
 * plus text PostgreSQL cannot store, and `sampleHostile` adds what else an outside prober sends.
 */

/** Ids that exist in the demo data most of the time. */
const LIKELY_ID_MAX = 60;

/** Strings for patterns the generator cannot invert; one that matches the pattern is used. */
const PATTERN_CANDIDATES = [
  'fuzz@example.test',
  'createdAt:asc',
  'name:desc',
  'id:asc',
  '2026-02-01',
  '1990-05-17',
  '#1e88e5',
  '+79991234567',
  'https://rutube.ru/video/1/',
];

const WORDS = ['курс', 'Иван', 'урок', 'модуль', 'test', 'Ёлка', 'O’Brien', 'a_b', '100%', 'x'];

/** Whatever the schema: wrong types, odd text, and shapes nobody expects. */
const ANY_HOSTILE: unknown[] = [
  null,
  true,
  0,
  -1,
  '',
  ' ',
  'NaN',
  'a\u0000b',
  'x\udc00y',
  '🎓\ud83d',
  "'; drop table courses; --",
  '<img src=x onerror=alert(1)>',
  '%_\\',
  '\u202eRTL',
  '\ufeffBOM',
  'ы'.repeat(10_001),
  [],
  {},
  { nested: { deeper: ['\u0000'] } },
];

const isId = (name: string) => /id$/i.test(name);

export function sampleValid(schema: JsonSchema, random: Random, name = ''): unknown {
  const branch = pickBranch(schema, random);
  if (branch !== schema) return sampleValid(branch, random, name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  switch (typeOf(schema, random)) {
    case 'null':
      return null;
    case 'boolean':
      return random.chance(0.5);
    case 'integer':
    case 'number':
      return validNumber(schema, random, name);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, min + 3);
      return Array.from({ length: random.int(min, max) }, () =>
        sampleValid(schema.items ?? {}, random, name),
      );
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.6))
          value[key] = sampleValid(property, random, key);
      }
      return value;
    }
    default:
      return validString(schema, random);
  }
}

/** The few values most likely to break a field of this schema: its limits ±1, id range, bad text, a wrong type. */
export function edgeValues(schema: JsonSchema, name = ''): unknown[] {
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  const types = new Set(branches.flatMap((branch) => [branch.type ?? typeFromShape(branch)].flat()));
  const edges: unknown[] = [];
  for (const branch of branches) {
    if (types.has('integer') || types.has('number')) {
      const min = branch.minimum ?? branch.exclusiveMinimum;
      if (min !== undefined) edges.push(min - 1);
      if (branch.maximum !== undefined) edges.push(branch.maximum, branch.maximum + 1);
      edges.push(2_147_483_648, 1.5);
    }
    if (types.has('string')) {
      edges.push('\u0000', '\ud800');
      if (branch.maxLength !== undefined) edges.push('я'.repeat(branch.maxLength + 1));
      if (branch.format === 'date') edges.push('2026-02-30', '0000-01-01', '9999-12-31');
    }
    if (types.has('array'))
      edges.push(
        Array.from({ length: (branch.maxItems ?? 1000) + 1 }, () => 1),
        ['\u0000'],
      );
  }
  if (isId(name)) edges.push(0, 2_147_483_647, 2 ** 53 - 1);
  edges.push(types.has('string') ? 12 : 'x');
  return [...new Set(edges)];
}

export function sampleHostile(schema: JsonSchema, random: Random, name = ''): unknown {
  const branch = pickBranch(schema, random);
  const type = typeOf(branch, random);
  const choices = [...edgeValues(schema, name), ...ANY_HOSTILE];
  if (type === 'array' && branch.items) choices.push([sampleHostile(branch.items, random, name)]);
  if (type === 'object' && branch.properties) choices.push(mutateOne(branch, random));
  return random.pick(choices);
}

/** A valid object with one property (or one item of a list property) made hostile: how real mistakes look. */
export function mutateOne(schema: JsonSchema, random: Random): Record<string, unknown> {
  const value = sampleValid(schema, random);
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { [random.pick(WORDS)]: '\u0000' };
  }
  const key = random.pick(keys);
  const property = schema.properties?.[key] ?? {};
  const record = value as Record<string, unknown>;
  record[key] =
    property.items && random.chance(0.5)
      ? [sampleValid(property.items, random, key), sampleHostile(property.items, random, key)]
      : sampleHostile(property, random, key);
  return record;
}

function validNumber(schema: JsonSchema, random: Random, name: string): number {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? min + 1000;
  if (isId(name) && random.chance(0.9)) return Math.max(min, Math.min(max, random.int(1, LIKELY_ID_MAX)));
  const value = random.pick([min, max, random.int(Math.max(min, -1000), Math.min(max, min + 1000))]);
  return schema.type === 'number' && random.chance(0.3) ? Math.min(max, value + 0.25) : value;
}

function validString(schema: JsonSchema, random: Random): string {
  if (schema.format === 'date') return `20${random.int(10, 30)}-0${random.int(1, 9)}-${random.int(10, 28)}`;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const fits = PATTERN_CANDIDATES.filter((candidate) => pattern.test(candidate));
    if (fits.length > 0) return random.pick(fits);
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, min + 40);
  let text = '';
  while (text.length < min || (text.length < max && random.chance(0.5))) text += `${random.pick(WORDS)} `;
  return text.slice(0, Math.max(min, Math.min(max, text.length))).padEnd(min, 'я');
}

function pickBranch(schema: JsonSchema, random: Random): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return random.pick(branches);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf);
  return schema;
}

function typeOf(schema: JsonSchema, random: Random): string | undefined {
  if (Array.isArray(schema.type)) return random.pick(schema.type);
  return schema.type ?? typeFromShape(schema);
}

function typeFromShape(schema: JsonSchema): string | undefined {
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}
