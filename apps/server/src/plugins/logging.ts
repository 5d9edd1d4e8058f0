import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

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
      : {}),
  };
}
