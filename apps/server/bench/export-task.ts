import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackgroundTask } from '@school/contracts';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { cpuMsOf, rssOf } from './processes';

/** One run of a big export: its rows and bytes, how long it took, what memory it cost the process. */
export interface ExportRun {
  rows: number;
  bytes: number;
  /** The file written (ours: downloaded), for `idsDigest` afterwards. */
  file: string;
  /** From the request (ours: POST … → 202) to the file complete (ours: the task `done`, as polled). */
  seconds: number;
  /** The process's RSS when the run started (a leak would raise it run after run). */
  rssStartMb: number;
  rssGrowthMb: number;
  cpuMs: number;
  /** Ours only: queue wait (createdAt → startedAt) and the job itself (startedAt → finishedAt), server clock. */
  queuedSeconds?: number;
  jobSeconds?: number;
  /** Ours only: GET /api/tasks/{id}/file, and the server's RSS growth meanwhile. */
  downloadSeconds?: number;
  downloadRssGrowthMb?: number;
}

const MB = 1048576;
/** How often the bench polls the task (the web page polls once a second; finer here to time the end). */
const POLL_MS = 100;

/** Samples a process's RSS every 20 ms until `stop()`, which returns the growth over the first reading. */
function rssSampler(read: () => number) {
  const before = read();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 20);
  return Object.assign(
    () => {
      clearInterval(timer);
      return (Math.max(peak, read()) - before) / MB;
    },
    { startMb: before / MB },
  );
}

/** Counts the lines passing through (a newline count, as the other export benches do). */
class LineCounter extends Transform {
  lines = 0;
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.lines++;
    callback(null, chunk);
  }
}

/**
 * Untimed, after a run: sha-256 of the file's row ids in order (each line's first cell; the BOM and header
 * line skipped when `header`). Whole rows are not compared: the subscription column depends on now().
 */
export async function idsDigest(file: string, header: boolean): Promise<string> {
  const hash = createHash('sha256');
  let skip = header;
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  })) {
    if (skip) skip = false;
    else hash.update(`${line.slice(0, line.indexOf(';'))}\n`);
  }
  return hash.digest('hex');
}

async function call(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} → ${response.status} ${await response.text()}`);
  return response;
}

/**
 * The task path as the page takes it: POST `exportUrl` (the list's query as the body) → 202 {task}; poll
 * GET /api/tasks/{id} until done; GET /api/tasks/{id}/file into `file`. The server's RSS is sampled every
 * 20 ms throughout.
 */
export async function measureExportTask(
  baseUrl: string,
  exportUrl: string,
  body: Record<string, unknown>,
  headers: Record<string, string>,
  serverPid: number,
  file: string,
): Promise<ExportRun> {
  const stopRss = rssSampler(() => rssOf(serverPid));
  const cpuBefore = cpuMsOf(serverPid);
  const started = performance.now();
  const posted = await fetch(exportUrl, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (posted.status !== 202) throw new Error(`POST ${exportUrl} → ${posted.status}, expected 202 (a task)`);
  let task = ((await posted.json()) as { task: BackgroundTask }).task;
  while (task.status !== 'done') {
    if (task.status === 'failed' || task.status === 'expired')
      throw new Error(`task ${task.id}: ${task.error}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    task = (await (await call(`${baseUrl}/api/tasks/${task.id}`, { headers })).json()) as BackgroundTask;
  }
  const seconds = (performance.now() - started) / 1000;
  const rssGrowthMb = stopRss();
  const cpuMs = cpuMsOf(serverPid) - cpuBefore;
  const at = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

  const stopDownloadRss = rssSampler(() => rssOf(serverPid));
  const downloadStarted = performance.now();
  const counter = new LineCounter();
  await new Promise<void>((resolve, reject) => {
    request(`${baseUrl}/api/tasks/${task.id}/file`, { headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`file of task ${task.id} → ${response.statusCode}`));
      pipeline(response, counter, createWriteStream(file)).then(resolve, reject);
    })
      .on('error', reject)
      .end();
  });
  return {
    rows: counter.lines - 1,
    bytes: counter.bytes,
    file,
    seconds,
    rssStartMb: stopRss.startMb,
    rssGrowthMb,
    cpuMs,
    queuedSeconds: (at(task.startedAt) - at(task.createdAt)) / 1000,
    jobSeconds: (at(task.finishedAt) - at(task.startedAt)) / 1000,
    downloadSeconds: (performance.now() - downloadStarted) / 1000,
    downloadRssGrowthMb: stopDownloadRss(),
  };
}

/**
 * The anchor: what a competent engineer writes by hand — `COPY (select) TO STDOUT` through pg-copy-streams
 * on a bare node-postgres client, piped into a file. Runs in this process (its RSS and CPU are this process's).
 */
export async function copyToFile(pool: pg.Pool, copySql: string, file: string): Promise<ExportRun> {
  const stopRss = rssSampler(() => process.memoryUsage.rss());
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const client = await pool.connect();
  const counter = new LineCounter();
  try {
    await pipeline(client.query(copyTo(copySql)), counter, createWriteStream(file));
  } finally {
    client.release();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    rows: counter.lines,
    bytes: counter.bytes,
    file,
    seconds,
    rssStartMb: stopRss.startMb,
    rssGrowthMb: stopRss(),
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}
