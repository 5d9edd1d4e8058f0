import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from '../http-errors';

const answered = new WeakSet<Socket>();

/** How long a refused connection may take to read the rest of what its client sent, before it is cut. */
const LINGER_MS = 1_000;

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses before any route (a URL or headers over
 * 16 KB → 431, a malformed request → 400) gets the one JSON error shape and `Connection: close`. Fastify's
 * default answer had no `Connection: close` and destroyed the socket at once, so a client reusing the
 * connection met a reset on its next request. The rest of the request is read and dropped before the close,
 * since closing with unread input makes the kernel answer with a reset too.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // The parser answers every later chunk of the same request with the same error: one answer is enough.
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  answered.add(socket);
  const statusCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const status = STATUS_CODES[statusCode] ?? 'Bad Request';
  const body = JSON.stringify(errorBody(statusCode, status));
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.on('error', () => socket.destroy());
  socket.resume();
  socket.end(
    `HTTP/1.1 ${statusCode} ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
