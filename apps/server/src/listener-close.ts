import type { Server } from 'node:http';
import { type AddressInfo, connect, Server as NetServer, type Socket } from 'node:net';

/** How often to try again to catch the listen queue empty when no connection arrives to show that it is. */
const RETRY_MS = 10;
/** After this, the listener closes whatever is waiting in its queue (the kernel resets those connections). */
const CLOSE_DEADLINE_MS = 1_000;

interface ListenHandle {
  listen?(backlog: number): number;
}
interface SocketHandle {
  getpeername?(out: object): number;
}

/**
 * Closes the listener without resetting a client that has connected and written its request.
 *
 * Closing a listening socket resets every connection the kernel has completed but the server not accepted
 * yet — under load, each client that connected in the last moments. So: shrink the listen queue to a single
 * place (`listen(fd, 0)`: Linux then drops every new SYN while one connection waits, and the client, still
 * connecting, is refused when it retries after the listener is gone), wait until the server has accepted
 * what was queued, take the one place with a connection of our own (the «plug»), and close at once: the only
 * connection the kernel resets is the plug. Whether the plug took the place is told by `getpeername`, which
 * answers only for a connected socket; if a client took it first, the next accept frees it and we try again.
 * A client can still slip in only if its handshake runs in the same microseconds as the plug's.
 */
export function closeListener(server: Server): Promise<void> {
  const address = server.address();
  const handle = (server as unknown as { _handle?: ListenHandle })._handle;
  const close = () => new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  if (
    !address ||
    typeof address === 'string' ||
    typeof handle?.listen !== 'function' ||
    handle.listen(0) !== 0
  ) {
    // A pipe, or a Node whose internals differ: close plainly (what is queued is reset).
    return close();
  }
  const target = loopbackOf(address);
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      server.off('connection', tryPlug);
      clearInterval(retry);
      clearTimeout(deadline);
      resolve(close());
    };
    function tryPlug() {
      if (done) return;
      const plug: Socket = connect(target);
      plug.on('error', () => {});
      // net.connect connects on the next tick; on loopback the handshake completes inside that call.
      process.nextTick(() => {
        const plugHandle = (plug as unknown as { _handle?: SocketHandle })._handle;
        if (plugHandle?.getpeername?.({}) === 0) finish();
        plug.destroy();
      });
    }
    // Each accept has just emptied the queue: the moment to take the place.
    server.on('connection', tryPlug);
    const retry = setInterval(tryPlug, RETRY_MS);
    const deadline = setTimeout(finish, CLOSE_DEADLINE_MS);
    tryPlug();
  });
}

function loopbackOf({ address, family, port }: AddressInfo): { host: string; port: number } {
  if (address === '0.0.0.0') return { host: '127.0.0.1', port };
  if (address === '::') return { host: family === 'IPv6' ? '::1' : '127.0.0.1', port };
  return { host: address, port };
}
