import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { LogLevel } from '../config';

/** Lines are written to stdout in batches of about this many bytes… */
const LOG_BATCH_BYTES = 4096;
/** …and at least this often, so a quiet server's lines still show within a second. */
const LOG_FLUSH_MS = 1000;

/**
 * Stdout, written in batches instead of one `write` per line: at list load that write was an extra system
 * call per request (docs/performance.md, issue 9). Pino flushes what is left when the process exits, a
 * crash included; only a kill -9 can lose the last second.
 */
function batchedStdout() {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  // With a callback, flush() reports a closed stream instead of throwing; there is nothing left to write then.
  setInterval(() => stream.flush(() => {}), LOG_FLUSH_MS).unref();
  return stream;
}

/** Pino request logs: never tokens or passwords, even if someone logs a header or body by hand. */
export function loggerOptions(level: LogLevel, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        '*.password',
        '*.oldPassword',
        '*.newPassword',
        '*.passwordHash',
        '*.token',
        'body.password',
        'body.oldPassword',
        'body.newPassword',
      ],
      censor: '[redacted]',
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : { stream: batchedStdout() }),
  };
}

/**
 * One access line per request, written when the response is sent. Fastify's own request logging writes two
 * lines (incoming + completed); at list load that second line cost ~40 µs a request (docs/performance.md).
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
