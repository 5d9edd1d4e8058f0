// A tiny round-robin HTTP balancer for the scaled e2e topology: each request goes to the next instance
// (per request, not sticky), keep-alive to the browser and to the instances, the client's address passed on
// in X-Forwarded-For (the instances trust 127.0.0.1: TRUST_PROXY). No WebSocket: the product uses none.
import http from 'node:http';

/** @param {import('node:http').IncomingHttpHeaders} headers */
function withoutHopByHop(headers) {
  const { connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
}

/**
 * @param {string[]} upstreams base URLs of the instances, e.g. `http://127.0.0.1:3951`
 * @returns {Promise<{ url: string, counts: number[], close(): Promise<void> }>}
 */
export async function startBalancer(upstreams, { port = 0, host = '127.0.0.1' } = {}) {
  const targets = upstreams.map((base) => new URL(base));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const counts = targets.map(() => 0);
  let next = 0;

  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] += 1;
    const target = targets[index];
    const forwardedFor = req.headers['x-forwarded-for'];
    const client = req.socket.remoteAddress ?? '';
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...withoutHopByHop(req.headers),
          // Our own keep-alive to the instance, whatever the browser asked for.
          connection: 'keep-alive',
          'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
          'x-forwarded-proto': 'http',
          'x-forwarded-host': req.headers.host ?? '',
        },
      },
      (answer) => {
        // Which instance answered, for reading traces; the app ignores it.
        // Hop-by-hop headers are each side's own business.
        const { connection: _c, 'keep-alive': _k, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...headers, 'x-e2e-instance': String(index + 1) });
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`balancer: instance ${index + 1} failed: ${error.message}`);
    });
    // The browser went away mid-request: drop the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${bound}`,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      agent.destroy();
    },
  };
}
