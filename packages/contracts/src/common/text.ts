/**
 * Text the database cannot store: PostgreSQL refuses NUL (U+0000) in `text`, and a lone UTF-16 surrogate
 * (half of an emoji, `"\ud800"` in JSON) is not a character at all — it cannot be written as UTF-8.
 * Such input is refused with 400 `SERVER_MESSAGES.invalidCharacters` before it reaches a schema.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` holds a NUL or a lone surrogate; well-formed pairs (emoji) are fine. */
export function hasInvalidCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** A value met on the walk, with how it was reached (a parent chain, so deep input costs no path copies). */
type Visit = { value: unknown; key?: string | number; parent?: Visit };

/**
 * The path (`a.0.b`) of the first string in `value` — a parsed JSON body, query or params, nested to any
 * depth, object keys included — that holds invalid characters; `''` for the value itself, null when clean.
 * Walks with its own stack: a 1 MB body of `[[[[…` must not overflow the call stack.
 */
export function findInvalidText(value: unknown): string | null {
  const pending: Visit[] = [{ value }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value: current, key } = visit;
    if (typeof key === 'string' && hasInvalidCharacters(key)) return pathOf(visit);
    if (typeof current === 'string') {
      if (hasInvalidCharacters(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        pending.push({ value: current[index], key: index, parent: visit });
      }
    } else if (isPlainObject(current)) {
      for (const [childKey, child] of Object.entries(current).reverse()) {
        pending.push({ value: child, key: childKey, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit): string {
  const keys: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * JSON objects and parsed query strings (whose prototype has no prototype of its own); never Buffers or
 * streams of raw bodies, which are not text.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}
