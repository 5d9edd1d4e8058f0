import { randomBytes } from 'node:crypto';
import type { FileKind } from '@school/contracts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// biome-ignore lint/suspicious/noImportCycles: staff and files reference each other, lazily
import { staff } from './staff.table';

export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storageKey: text('storage_key').notNull().unique(),
    /** 128 random bits in hex: the file's public URL, so ids cannot be walked (see file-url.ts). */
    urlKey: text('url_key')
      .notNull()
      .unique()
      .$defaultFn(() => randomBytes(16).toString('hex')),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    uploadedBy: integer('uploaded_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('files_kind_check', sql`${t.kind} in ('image', 'attachment')`)],
);

export type FileRow = typeof files.$inferSelect;
