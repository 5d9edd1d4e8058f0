import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ExportOptions,
  exportFilename,
  type Role,
  startedTaskSchema,
  withExportOptions,
} from '@school/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertFitsXlsx, type CsvDeps, type List, type ListQuery, listExport, sendExport } from '../../lists';
import { currentStaff } from '../../plugins/auth.plugin';
import { audit } from '../audit';
import { newStorageKey, StorageUnavailableError } from '../files';
import type { ModuleDeps, ModulePlugin } from '../module';
import { defineTaskJob, startTask } from './task-jobs';
import { taskView } from './task-view';

type App = Parameters<ModulePlugin>[0];
/** The export's query: the list's filters, search and order; paging does not apply. */
type Body<Query> = Omit<Query, 'skip' | 'take'> & Partial<ExportOptions>;
type Scope = Record<string, string | number | boolean | null | undefined>;

/** What `registerCsvExport` needs from a section: its list, the GET's query schema and roles, names. */
export interface CsvExportRoute<Query extends ListQuery> {
  // biome-ignore lint/suspicious/noExplicitAny: any row type; only the CSV side is used
  list: List<Query, any>;
  /** The task's action, e.g. `students.csv`; also names its job queue (`task.students.csv`). */
  action: string;
  /** Under the module's prefix; `/csv` unless the GET lives elsewhere (referrals: `/list/csv`). */
  url?: string;
  /** The GET's querystring schema: the POST's body is the same query (with the export's format and decimal). */
  schema: z.ZodObject;
  /** The GET's roles (none: any staff member). */
  roles?: readonly Role[];
  tags: string[];
  /** The file's name when it is not the list's `csvFilename` (applications: one per queue). */
  filename?: (query: Body<Query>) => string;
  /**
   * At request time, before anything is counted: the caller's restrictions (a 400 or 403 here starts no
   * task) and what they add to the query (applications: the owner a curator is limited to). Kept with the task.
   */
  scope?: (request: FastifyRequest, query: Body<Query>) => Scope;
  /** At export time (streamed or in the job): the query and deps the kit gets (payments: the id probe, the sort). */
  prepare?: (deps: CsvDeps, query: Body<Query>) => Promise<{ deps: CsvDeps; query: Body<Query> }>;
}

/** The task's failure text: the staff member sees it, so a reason in words, never the error itself. */
export function exportFailureText(error: unknown): string {
  return error instanceof StorageUnavailableError
    ? 'Не удалось выгрузить файл: хранилище файлов недоступно, попробуйте позже'
    : 'Не удалось выгрузить файл: ошибка на сервере, запустите экспорт ещё раз';
}

/**
 * Counts the CSV's data rows as they pass: a line ends at a newline outside quotes (a quoted cell may hold
 * newlines; a doubled quote inside one toggles twice). The first line is the header.
 */
export class CsvRowCounter extends Transform {
  lines = 0;
  private quoted = false;
  constructor(private readonly onRows?: (rows: number) => void) {
    super();
  }
  get rows(): number {
    return Math.max(0, this.lines - 1);
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    let quoted = this.quoted;
    let lines = this.lines;
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index];
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) lines += 1;
    }
    this.quoted = quoted;
    this.lines = lines;
    this.onRows?.(this.rows);
    callback(null, chunk);
  }
}

/**
 * «Export» of a list, one way for every section: `POST <url>` with the GET's query as the body. Up to
 * `EXPORT_STREAM_MAX_ROWS` matching rows (counted capped: `limit max + 1`) it answers the CSV itself,
 * streamed exactly like the GET; more starts a task (`202 { task }`, kind `export`) whose job streams the
 * same CSV into the file store with its progress, for `GET /api/tasks/{id}/file`. Call it from the module's
 * route plugin, next to the GET (which stays for API clients).
 */
export function registerCsvExport<Query extends ListQuery>(
  app: App,
  deps: ModuleDeps,
  route: CsvExportRoute<Query>,
): void {
  const { db, reads, fileStore, config } = deps;
  const { list, action } = route;
  const csvName = (query: Body<Query>) => route.filename?.(query) ?? list.csvFilename;
  const format = (query: Body<Query>) => query.format ?? 'csv';
  // Omit<Query, skip | take> is what the list reads (paging does not apply to a CSV).
  const prepared = async (side: CsvDeps, query: Body<Query>) => {
    const ready = route.prepare ? await route.prepare(side, query) : { deps: side, query };
    return { deps: ready.deps, query: ready.query as Partial<Query> };
  };

  defineTaskJob(
    app.jobs,
    db,
    action,
    async ({ task, progress }) => {
      const query = task.params.query as Body<Query>;
      // The job has no request to route by: it reads the primary, as the count it reports against.
      const ready = await prepared({ db, copyOut: deps.copyOut, copyOutBlob: deps.copyOutBlob }, query);
      const total = await list.csvCount(db, ready.query);
      await progress(0, total);
      const onRows = (rows: number) => {
        // Throttled inside (one write per 500 ms); a failed write only delays the bar.
        progress(Math.min(rows, total), total).catch(() => {});
      };
      const temp = await fileStore.createTemp();
      try {
        // Streamed to a temp file chunk by chunk (memory stays flat), then committed under a new key.
        let rows = 0;
        if (format(query) === 'xlsx') {
          const xlsx = await list.xlsx(ready.deps, ready.query, {
            onRows: (written) => {
              rows = written;
              onRows(written);
            },
          });
          await pipeline(xlsx, temp.stream);
        } else {
          const counter = new CsvRowCounter(onRows);
          await pipeline(await list.csv(ready.deps, ready.query), counter, temp.stream);
          rows = counter.rows;
        }
        const size = temp.stream.bytesWritten;
        const key = newStorageKey(format(query));
        await fileStore.commit(temp.path, key);
        return {
          done: rows,
          result: { rows },
          file: { key, name: exportFilename(csvName(query), format(query)), size },
        };
      } catch (error) {
        temp.stream.destroy();
        await fileStore.discard(temp.path).catch(() => {});
        throw error;
      }
    },
    exportFailureText,
  );

  app.post(
    route.url ?? '/csv',
    {
      config: route.roles ? { roles: route.roles } : {},
      schema: {
        tags: route.tags,
        summary: `Export the list as CSV or .xlsx (body: the GET's query, \`format\`, \`decimal\`): up to EXPORT_STREAM_MAX_ROWS rows streamed (200), more as a background task (202)`,
        body: withExportOptions(route.schema),
        response: { 202: startedTaskSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as Body<Query>;
      const { skip: _skip, take: _take, ...filters } = body as Body<Query> & Partial<ListQuery>;
      const query = { ...filters, ...route.scope?.(request, body) } as Body<Query>;
      list.csvQuery(query as Partial<Query>); // a sort the list does not know is a 400 here, before anything runs
      // The export is in «Журнал действий» with what it asked for, whether it streams or runs as a task.
      await audit.record(db, {
        actorId: currentStaff(request).id,
        action,
        entity: 'export',
        entityId: null,
        changes: { format: format(query), query },
      });
      const side = reads(request);
      const ready = await prepared(side, query);
      const max = config.exportStreamMaxRows;
      if ((await list.csvCount(side.db, ready.query, max)) <= max) {
        return sendExport(
          request,
          reply,
          csvName(query),
          format(query),
          listExport(list, ready.deps, ready.query),
        );
      }
      // Past a sheet's rows an .xlsx is refused before any task starts (the CSV has no such limit).
      if (format(query) === 'xlsx') await assertFitsXlsx((cap) => list.csvCount(side.db, ready.query, cap));
      const row = await startTask(app.jobs, db, {
        kind: 'export',
        action,
        staffId: currentStaff(request).id,
        params: { query },
      });
      return reply.code(202).send({ task: taskView(row) });
    },
  );
}
