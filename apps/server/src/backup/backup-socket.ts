import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * The running server's door for `npm run backup`: a Unix socket in its data dir, so only who may read the data
 * dir may ask (no password, no port). One JSON line asks `{ "backup": "<folder>" }`; one JSON line answers with
 * what the server wrote, or `{ "error": "…" }`.
 */
export const BACKUP_SOCKET = '.backup.sock';

/** Unix socket paths are limited to ~107 bytes: a longer data dir path gets no socket (the backup then says so). */
const MAX_SOCKET_PATH = 100;

export function backupSocketPath(dataDir: string): string | undefined {
  const path = join(dataDir, BACKUP_SOCKET);
  return Buffer.byteLength(path) <= MAX_SOCKET_PATH ? path : undefined;
}

export async function listenForBackups(
  socketPath: string,
  take: (folder: string) => Promise<object>,
): Promise<Server> {
  // The data dir's lock is ours: a socket file left there is from a process that died.
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    let request = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      request += chunk;
      if (!request.includes('\n')) return;
      socket.pause();
      answer(request.slice(0, request.indexOf('\n')))
        .then((reply) => socket.end(`${JSON.stringify(reply)}\n`))
        .catch(() => socket.destroy());
    });
  });
  const answer = async (line: string): Promise<object> => {
    try {
      const { backup } = JSON.parse(line) as { backup?: unknown };
      if (typeof backup !== 'string' || backup === '') return { error: 'expected {"backup": "<folder>"}' };
      return await take(backup);
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  server.unref();
  return server;
}

export function closeBackupSocket(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve) =>
    server.close(() => {
      rmSync(socketPath, { force: true });
      resolve();
    }),
  );
}

/** Asks the server behind `socketPath` for a backup into `folder`; rejects with its error message. */
export function requestBackup<T>(socketPath: string, folder: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath);
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: folder })}\n`));
    socket.on('data', (chunk: string) => {
      reply += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const answer = JSON.parse(reply) as T & { error?: string };
        if (answer.error) reject(new Error(answer.error));
        else resolve(answer);
      } catch {
        reject(new Error(`the server answered no backup: ${reply.slice(0, 200)}`));
      }
    });
  });
}
