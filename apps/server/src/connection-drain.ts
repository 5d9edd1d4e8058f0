import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { closeListener } from './listener-close';

/**
 * How long a connection accepted before the shutdown may take to send its first request, and an idle
 * keep-alive connection its next one (a client may have written it already, the bytes still in flight).
 */
const REQUEST_GRACE_MS = 2_000;

export interface ConnectionDrain {
  /** Stops accepting, answers every request already sent, then resolves when all connections are closed. */
  drain(): Promise<void>;
}

interface Connection {
  served: number;
  /** The response being written, until it is done. */
  current?: { headersSent: boolean; shouldKeepAlive: boolean };
}

/**
 * Node's `server.close()` (which Fastify's close calls) destroys every connection that has no request in
 * progress — including one accepted a moment ago whose request is still unread in the socket, so a client
 * that has sent its request sees a reset. That happens most when the event loop is busy (the embedded
 * database runs on it). Draining instead: stop accepting without resetting what is queued
 * (listener-close.ts), answer every request with `Connection: close`, and close a connection (new, or a
 * keep-alive one between two requests) only once it has stayed idle for the grace.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const connections = new Map<Socket, Connection>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    const connection: Connection = { served: 0 };
    connections.set(socket, connection);
    socket.once('close', () => connections.delete(socket));
    // Accepted while the listener is being closed: served if its request comes within the grace.
    if (draining) closeWhenIdle(socket, connection);
  });
  server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.served += 1;
    connection.current = response;
    if (draining) response.shouldKeepAlive = false;
    response.once('close', () => {
      if (connection.current === response) connection.current = undefined;
      // A response that began before the drain promised keep-alive, so the client may be sending its next
      // request on this connection already: that one is answered (with `Connection: close`), not reset.
      if (draining) closeWhenIdle(request.socket, connection);
    });
  });

  return {
    async drain() {
      draining = true;
      // net's close, not http's (which would also destroy connections whose request is not read yet).
      const closed = closeListener(server);
      for (const [socket, connection] of connections) {
        if (connection.current && !connection.current.headersSent) connection.current.shouldKeepAlive = false;
        // A request in progress: its response's close decides (above). Otherwise the connection is new or
        // between two requests of a keep-alive client; Node's close would destroy it, resetting a request
        // the client has just written (seen under load as ECONNRESET).
        if (!connection.current) closeWhenIdle(socket, connection);
      }
      await closed;
    },
  };
}

/** Closes the connection unless a request arrives on it within the grace (then its response closes it). */
function closeWhenIdle(socket: Socket, connection: Connection): void {
  const served = connection.served;
  setTimeout(() => {
    // After the next poll phase, so a request that arrived while the loop was busy is read first.
    setImmediate(() => {
      if (!connection.current && connection.served === served) socket.destroy();
    });
  }, REQUEST_GRACE_MS).unref();
}
