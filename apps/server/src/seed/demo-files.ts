import { deflateSync } from 'node:zlib';
import type { FileKind } from '@school/contracts';
import type { FileRow } from '../db/schema/files.table';
import type { Db } from '../db/types';
import { audit } from '../modules/audit';
import { type FileStore, insertFile, newStorageKey, storeBytes } from '../modules/files';

/** Demo binaries are made in code, so the repository holds no binary files. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export type Rgb = readonly [number, number, number];

/** A diagonal gradient from `from` to `to` as an RGB PNG: a real image the image sniffer accepts. */
export function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    raw[y * rowLength] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) {
        raw[y * rowLength + 1 + x * 3 + c] = Math.round((from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a few lines of Latin text (the standard fonts have no Cyrillic). */
export function simplePdf(lines: readonly string[]): Buffer {
  const escapePdf = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${780 - i * 24} Td (${escapePdf(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(pdf);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface DemoFile {
  name: string;
  kind: FileKind;
  mimeType: string;
  bytes: Buffer;
}

/** Writes the bytes through the app's FileStore and records the file row (as the system, for the seed). */
export async function storeDemoFile(db: Db, fileStore: FileStore, file: DemoFile): Promise<FileRow> {
  const key = newStorageKey(file.name.split('.').pop() ?? '');
  await storeBytes(fileStore, key, file.bytes);
  const row = await insertFile(db, {
    storageKey: key,
    originalName: file.name,
    mimeType: file.mimeType,
    size: file.bytes.length,
    kind: file.kind,
    uploadedBy: null,
  });
  await audit.record(db, {
    actorId: null,
    action: 'file.upload',
    entity: 'file',
    entityId: row.id,
    changes: { name: file.name, kind: file.kind, size: row.size, source: 'seed' },
  });
  return row;
}
