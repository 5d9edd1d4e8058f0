import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Sends raw bytes on a keep-alive connection; resolves with all it got back and how the socket ended. */
function exchange(request: string): Promise<{ text: string; ending: 'end' | string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => resolve({ text, ending: 'end' }));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ text, ending: error.code ?? error.message }),
    );
    socket.write(request);
  });
}

describe('requests the HTTP parser refuses (issue 29, item 3)', () => {
  it('a URL over 16 KB gets a JSON 431 with Connection: close, and the connection ends without a reset', async () => {
    const { text, ending } = await exchange(
      `GET /api/courses?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n`,
    );
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body)).toMatchObject({ statusCode: 431, error: 'Request Header Fields Too Large' });
    expect(ending).toBe('end');
  });

  it('a malformed request line gets a JSON 400 with Connection: close', async () => {
    const { text, ending } = await exchange('NOT HTTP AT ALL\r\n\r\n');
    expect(text.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(text.toLowerCase()).toContain('connection: close');
    expect(ending).toBe('end');
  });

  it('the server answers the next connection as usual', async () => {
    const { text } = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(text.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});
