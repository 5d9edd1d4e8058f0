import type { Role } from '@school/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import type { List, ListQuery } from '../../lists';
import type { StoredRecord } from './records.repository';

/** The section's list declaration (`<domain>.list.ts`): its table and key are the records' table and key. */
export type RecordList<Query extends ListQuery, View> = List<Query, View>;

/**
 * A section of records that staff list, create, edit and delete (docs/adding-a-section.md): everything the
 * kit needs to write its routes, its transactions and their audit events. `recordRoutes(section)` is then the
 * module's whole routes plugin.
 */
export interface RecordSection<Query extends ListQuery, View, Item> {
  /** The list declaration: `GET /` pages it, the answers to writes read one row the way it shows them. */
  list: RecordList<Query, View>;
  /** The audit events' entity (`promo-code.create`, …). */
  subject: string;
  /** The OpenAPI tag, usually the section's name. */
  tag: string;
  /** Who reads the list (absent: any signed-in staff member); who creates, edits and deletes. */
  readRoles?: readonly Role[];
  writeRoles: readonly Role[];
  schemas: {
    query: z.ZodObject;
    item: z.ZodType<Item>;
    create: z.ZodType;
    /** The PATCH body; absent: the create's (a schema with a rule across fields cannot be `.partial()`). */
    update?: z.ZodType;
  };
  /** A row of the list → the API's item. */
  toItem: (view: View) => Item;
  /**
   * The body as the table's columns (money as numeric text, a default position); checks that need the
   * database throw `badRequest(message, path)` here. Absent: the body as it is. `before` is the stored
   * row on an edit.
   */
  columns?: (tx: Db, body: Record<string, unknown>, before?: StoredRecord) => Promise<object> | object;
  /** Refuses a delete the data forbids (a direction that courses use): throw `conflict(…)`. */
  beforeRemove?: (tx: Db, before: StoredRecord) => Promise<void>;
  /** The column that names a record: the delete's audit event keeps it, «Корзина» shows it. */
  title: string;
  /**
   * A delete goes to «Корзина» for 30 days (issue 32, item 4; its section in contracts' TRASH_SECTIONS), and
   * the page where the restored record is seen again. Absent: «Отменить» only.
   */
  trash?: { link: string };
  messages: {
    /** 404 on an unknown id («Промокод не найден»). */
    notFound: string;
    /** 409 when a unique index refuses the row («Промокод с таким кодом уже существует»). */
    taken?: string;
  };
  /** The OpenAPI summaries; absent ones are made from `noun` («a promo code»). */
  noun: string;
  summaries?: Partial<Record<'list' | 'create' | 'update' | 'remove', string>>;
  /** «Экспорт»: `GET /csv` and `POST /csv` of the list's `csv` declaration, as the task `<action>`. */
  export?: { action: string };
}
