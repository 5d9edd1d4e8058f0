/**
 * One turn of bench/xlsx-run.ts in a process of its own, so that its RSS is its own: writes BENCH_XLSX_ROWS
 * synthetic rows of a payments-like sheet (text, money, moment, phone) as an .xlsx into a sink that reads as
 * fast as it can, and prints `{rows, bytes, seconds, rssGrowthMb}` as JSON. `ours` is the export writer
 * (xlsxDownload: typed cells, the client's pace); `anchor` is exceljs's streaming writer fed the same values
 * the plain way its README shows (the same column formats, `addRow(…).commit()` in a loop, no pacing).
 */
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { CellKind } from '../src/lists/export-cells';
import { xlsxDownload, xlsxValue } from '../src/lists/xlsx-writer';

const writer = process.argv[2];
const total = Number(process.env.BENCH_XLSX_ROWS ?? 300_000);
const BATCH = 1_000;
const header = ['ID', 'Покупатель', 'E-mail', 'Телефон', 'Курс', 'Сумма', 'Дата оплаты'];
const kinds: CellKind[] = ['integer', 'text', 'text', 'phone', 'text', 'money', 'datetime'];

/** Row i as the database would send it: rawCellSql's text. */
const rowOf = (i: number) => [
  String(i),
  `Покупатель ${i}`,
  `buyer${i}@example.ru`,
  `+7 9${String(i).padStart(9, '0')}`,
  `Курс ${i % 40}`,
  `${(i % 90_000) + 990}.00`,
  `2026-${String((i % 12) + 1).padStart(2, '0')}-15T12:${String(i % 60).padStart(2, '0')}:00`,
];

async function* batches() {
  for (let start = 0; start < total; start += BATCH) {
    const batch: string[][] = [];
    for (let i = start; i < Math.min(total, start + BATCH); i++) batch.push(rowOf(i));
    yield batch;
  }
}

let bytes = 0;
const sink = () =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });

const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 20);
const started = performance.now();

if (writer === 'ours') {
  const out = await xlsxDownload({ header, kinds }, batches());
  const into = sink();
  out.pipe(into);
  await once(into, 'finish');
} else {
  const into = sink();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: into,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet('Лист1');
  // The same number formats, typed by hand: a fair file is the same file.
  const money = { numFmt: '#,##0.00\\ "₽"' };
  const moment = { numFmt: 'dd.mm.yyyy hh:mm' };
  sheet.columns = header.map((name, index) => ({
    header: name,
    style: index === 0 ? { numFmt: '0' } : index === 5 ? money : index === 6 ? moment : {},
  }));
  sheet.getRow(1).commit();
  for await (const batch of batches()) {
    for (const values of batch)
      sheet.addRow(values.map((raw, index) => xlsxValue(kinds[index]!, raw))).commit();
  }
  sheet.commit();
  await book.commit();
}

clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ rows: total, bytes, seconds, rssGrowthMb: (rssPeak - rssBefore) / 1048576 }));
