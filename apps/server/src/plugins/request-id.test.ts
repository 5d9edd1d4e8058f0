import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http-errors';
import { registerErrorHandler } from './errors.plugin';
import { loggerOptions, registerAccessLog } from './logging';
import { genReqId, registerRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app's wiring of ids, logs and errors, logging into `lines`. */
function appWithLog(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const options = loggerOptions('info', false) as Record<string, unknown>;
  const app = Fastify({
    logger: { ...options, stream },
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId,
  });
  registerRequestId(app);
  registerAccessLog(app);
  registerErrorHandler(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/conflict', async () => {
    throw new AppError(409, 'Already there');
  });
  app.get('/boom', async () => {
    throw new Error('secret SQL detail');
  });
  return app;
}

describe('request ids', () => {
  it('keeps a safe incoming X-Request-Id and echoes it', async () => {
    const app = appWithLog([]);
    const response = await app.inject({ url: '/ok', headers: { 'x-request-id': 'lb-1234.abc_DEF-9' } });
    expect(response.headers['x-request-id']).toBe('lb-1234.abc_DEF-9');
    await app.close();
  });

  it('replaces a missing, too long or unsafe id with a UUID', async () => {
    const app = appWithLog([]);
    for (const incoming of [undefined, 'a'.repeat(65), 'evil\nid', 'id with spaces', '"><script>', '']) {
      const headers = incoming === undefined ? {} : { 'x-request-id': incoming };
      const response = await app.inject({ url: '/ok', headers });
      expect(response.headers['x-request-id'], String(incoming)).toMatch(UUID);
    }
    const a = await app.inject({ url: '/ok' });
    const b = await app.inject({ url: '/ok' });
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const longest = await app.inject({ url: '/ok', headers: { 'x-request-id': 'a'.repeat(64) } });
    expect(longest.headers['x-request-id']).toBe('a'.repeat(64));
    await app.close();
  });

  it('puts the id in the access line, the error line and every error body', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appWithLog(lines);
    const conflict = await app.inject({ url: '/conflict', headers: { 'x-request-id': 'req-409' } });
    expect(conflict.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Already there',
      requestId: 'req-409',
    });
    const boom = await app.inject({ url: '/boom', headers: { 'x-request-id': 'req-500' } });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toMatchObject({ message: 'Internal Server Error', requestId: 'req-500' });
    const missing = await app.inject({ url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    await app.close();

    expect(lines.find((l) => l.msg === 'request failed')).toMatchObject({ reqId: 'req-500' });
    const access = lines.filter((l) => l.msg === 'request');
    expect(access.map((l) => l.reqId)).toEqual(['req-409', 'req-500', missing.headers['x-request-id']]);
    // Every line written for a request carries its id.
    expect(lines.filter((l) => l.reqId === undefined && l.msg !== 'Server listening')).toEqual([]);
  });
});
