import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { rssOf } from './processes';
import { fmt } from './turns';

export interface ExportResult {
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  firstByteMs: number;
  rssGrowthMb: number;
}

/** Downloads a CSV, counting lines as it arrives; samples the server's RSS every 20 ms meanwhile. */
export function measureExport(url: string, headers: Record<string, string>, serverPid: number) {
  return new Promise<ExportResult>((resolve, reject) => {
    const rssBefore = rssOf(serverPid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssOf(serverPid));
    }, 20);
    const started = performance.now();
    let firstByte = 0;
    let lines = 0;
    request(url, { headers }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (!firstByte) firstByte = performance.now() - started;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      });
      response.on('end', () => {
        clearInterval(sampler);
        const seconds = (performance.now() - started) / 1000;
        const rows = lines - 1;
        resolve({
          rows,
          seconds,
          rowsPerSecond: rows / seconds,
          firstByteMs: firstByte,
          rssGrowthMb: (rssPeak - rssBefore) / 1048576,
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The export beside the database's own COPY of the same rows, as one table. */
export function printExportVersusCopy(
  title: string,
  exported: ExportResult,
  copy: { rows: number; seconds: number },
) {
  const copyRate = copy.rows / copy.seconds;
  console.log(title);
  console.table({
    server: {
      rows: exported.rows,
      'rows/s': Math.round(exported.rowsPerSecond),
      'first byte ms': fmt(exported.firstByteMs),
      'RSS growth MB': fmt(exported.rssGrowthMb),
    },
    COPY: { rows: copy.rows, 'rows/s': Math.round(copyRate) },
    ratio: { 'rows/s': fmt(exported.rowsPerSecond / copyRate, 2) },
  });
}
