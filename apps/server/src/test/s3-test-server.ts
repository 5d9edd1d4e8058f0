import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts any request signed with these. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** The S3_* environment of an app that stores into this server's bucket. */
  env: Record<string, string>;
  settings: {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  };
  /** Takes the server down (open connections cut), as an outage. */
  stop(): Promise<void>;
  /** Brings it back on the same port with the same files. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, files in a temp dir) on a random port, with one bucket. s3rver
 * 3.7 runs on Node 20; its maintained fork @20minutes/s3rver 5 needs Node 24.
 */
export async function startS3TestServer(bucket = 'school-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'school-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    const instance = new S3rver({
      address: '127.0.0.1',
      port,
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
    ({ port } = await instance.run());
    server = instance;
  };
  const stop = async () => {
    const running = server;
    server = undefined;
    if (!running) return;
    running.httpServer?.closeAllConnections();
    await running.close();
  };
  await start();
  const settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    region: 'us-east-1',
  };
  return {
    settings,
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
