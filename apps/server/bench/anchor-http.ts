import { createServer } from 'node:http';

/**
 * The bare `node:http` server both anchors run on PORT: `route` answers a path with a JSON body (a
 * rejection is a 500 with the error); SIGTERM closes it and then `close` (the anchor's database).
 */
export function serveAnchor(route: (path: URL) => Promise<string>, close: () => Promise<unknown>): void {
  const server = createServer((request, response) => {
    const reply = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    route(new URL(request.url ?? '/', 'http://x')).then(
      (body) => reply(200, body),
      (error: unknown) => reply(500, JSON.stringify({ error: String(error) })),
    );
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    void close().then(() => process.exit(0));
  });
}
