import {
  idParamsSchema,
  listResponseSchema,
  recordDeleteResponseSchema,
  withExportOptions,
} from '@school/contracts';
import type { z } from 'zod';
import type { ListQuery } from '../../lists';
import { listExport, sendExport } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { registerCsvExport } from '../tasks';
import { allowUndo } from '../undo';
import type { RecordSection } from './record-section';
import { createRecord, recordUndoTables, removeRecord, updateRecordDetails } from './records.service';

/**
 * The routes of a section of records, from its declaration: `GET /` (the list's page and total), `POST /`,
 * `PATCH /:id`, `DELETE /:id` (each in one transaction with its audit event), and with `export` the
 * list's `GET /csv` and `POST /csv` (streamed, or a background task past EXPORT_STREAM_MAX_ROWS). Mounted in
 * `modules/index.ts` like any module's routes.
 */
export function recordRoutes<Query extends ListQuery, View, Item>(
  section: RecordSection<Query, View, Item>,
): ModulePlugin {
  const { list, schemas, noun } = section;
  allowUndo(recordUndoTables(section));
  const tags = [section.tag];
  // Typed as any zod schema here: the routes hand back the section's items, which the schema checks.
  const item: z.ZodType = schemas.item;
  const read = section.readRoles ? { roles: section.readRoles } : undefined;
  const write = { roles: section.writeRoles };
  const summary = {
    list: `${noun}: the list with its search and filters`,
    create: `Create ${noun}`,
    update: `Edit ${noun}`,
    remove: `Delete ${noun}`,
    ...section.summaries,
  };

  return async (app, deps) => {
    const { db, reads } = deps;
    app.get(
      '/',
      {
        config: read,
        schema: {
          tags,
          summary: summary.list,
          querystring: schemas.query,
          response: { 200: listResponseSchema(item) },
        },
      },
      async (request) => {
        const { items, total } = await list.page(reads(request).db, request.query as Query);
        return { items: items.map(section.toItem), total };
      },
    );

    if (section.export) {
      app.get(
        '/csv',
        {
          config: read,
          schema: {
            tags,
            summary: `${list.csvFilename}, or with format=xlsx the .xlsx, with the list’s search and filters`,
            querystring: withExportOptions(schemas.query),
          },
        },
        (request, reply) => {
          const query = request.query as Query & { format?: 'csv' | 'xlsx' };
          return sendExport(
            request,
            reply,
            list.csvFilename,
            query.format ?? 'csv',
            listExport(list, reads(request), query),
          );
        },
      );
      registerCsvExport(app, deps, {
        list,
        action: section.export.action,
        schema: schemas.query,
        roles: section.readRoles,
        tags,
      });
    }

    app.post(
      '/',
      {
        config: write,
        schema: { tags, summary: summary.create, body: schemas.create, response: { 201: item } },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const created = await createRecord(section, db, currentStaff(request).id, body);
        return reply.code(201).send(created);
      },
    );

    app.patch(
      '/:id',
      {
        config: write,
        schema: {
          tags,
          summary: summary.update,
          params: idParamsSchema,
          body: schemas.update ?? schemas.create,
          response: { 200: item },
        },
      },
      async (request) => {
        const body = request.body as Record<string, unknown>;
        const updated = await updateRecordDetails(
          section,
          db,
          currentStaff(request).id,
          request.params.id,
          body,
        );
        return updated;
      },
    );

    app.delete(
      '/:id',
      {
        config: write,
        schema: {
          tags,
          summary: `${summary.remove}; the answer carries its «Отменить» (10 s)`,
          params: idParamsSchema,
          response: { 200: recordDeleteResponseSchema },
        },
      },
      async (request) => ({
        undo: await removeRecord(section, db, currentStaff(request).id, request.params.id),
      }),
    );
  };
}
