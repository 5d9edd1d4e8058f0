import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface FileDownload {
  stream: Readable;
  size: number;
  mimeType: string;
  /** Set for a download (attachments): the name the browser saves it under. */
  downloadName?: string;
  cacheControl: string;
}

/** Images never change under their URL (a new upload gets a new key), so they may be cached forever. */
export const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Attachments are only for some staff: no shared cache may keep them. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Sends stored bytes with the headers that keep them inert in a browser, whatever they contain. */
export function sendStoredFile(reply: FastifyReply, file: FileDownload) {
  reply
    .header('content-type', file.mimeType)
    .header('content-length', file.size)
    .header('cache-control', file.cacheControl)
    .header('x-content-type-options', 'nosniff')
    // Even a file that slips through is inert here: no scripts, no plugins, sandboxed.
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    );
  if (file.downloadName !== undefined) {
    reply.header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(file.downloadName)}`,
    );
  }
  return reply.send(file.stream);
}
