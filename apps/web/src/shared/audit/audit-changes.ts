import { formatDateTime, SCHOOL_TIME_ZONE } from '@school/contracts';
import { auditTexts } from '@school/contracts/texts/audit';

const t = auditTexts.audit;

/** One line of an event's «Изменения»: the field in Russian and either before → after, or what was recorded. */
export type ChangeLine =
  | { field: string; label: string; from: string; to: string }
  | { field: string; label: string; value: string };

const LONG = 120;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/u;

/** A stored value as a person reads it: dates on the school's clock, yes/no, long texts cut, lists joined. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDateTime(value, SCHOOL_TIME_ZONE);
    return value.length > LONG ? `${value.slice(0, LONG - 1)}…` : value;
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return auditValue(value.map((item) => auditValue(item)).join(', '));
  return auditValue(JSON.stringify(value));
}

/** The verb that ends an action (`student.update` → `update`). */
export const actionVerb = (action: string) => action.slice(action.lastIndexOf('.') + 1);

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/**
 * An event's changes as lines, in the order they were recorded. A creation lists what the record got and a
 * deletion what it had (their other side is always empty), so they read as values, not «— → …».
 */
export function changeLines(changes: Record<string, unknown>, action = ''): ChangeLine[] {
  const verb = actionVerb(action);
  return Object.entries(changes).map(([field, value]) => {
    const label = t.fields[field] ?? field;
    if (!isChange(value)) return { field, label, value: auditValue(value) };
    if (verb === 'create' && value.from === null) return { field, label, value: auditValue(value.to) };
    if (verb === 'delete' && value.to === null) return { field, label, value: auditValue(value.from) };
    return { field, label, from: auditValue(value.from), to: auditValue(value.to) };
  });
}

/** «Действие»: the action's own label when it has one, else its verb's, else the action as stored. */
export function actionName(action: string): string {
  return t.actions[action] ?? (t.verbs as Record<string, string>)[actionVerb(action)] ?? action;
}

/** «Раздел · Действие». */
export function actionLabel(action: string, section: string): string {
  const where = (t.sections as Record<string, string>)[section] ?? section;
  return `${where} · ${actionName(action)}`;
}
