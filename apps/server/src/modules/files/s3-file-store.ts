import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type FileStore, StorageUnavailableError } from './file-store';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const quiet = { debug() {}, info() {}, warn() {}, error() {}, trace() {} };

/**
 * One client per process: it holds no connection state that outlives a failure (each request opens or
 * reuses a keep-alive socket), so a bucket that comes back is used again without a restart.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // MinIO, Ceph, Garage and s3rver address buckets by path; AWS S3 accepts it as well.
    forcePathStyle: true,
    // The SDK's default CRC trailers (aws-chunked bodies) are not understood by every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store answers an upload with 503 in seconds instead of hanging the request.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    // The SDK warns on the console when it cannot retry a streamed body; the 503 path logs the cause.
    logger: quiet,
  });
}

/** NoSuchKey (GET) and NotFound (HEAD) both come back as 404. */
export function isMissingObject(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

function missing(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No object under ${key}`), { code: 'ENOENT' });
}

/** Anything but "no such object" means the bucket cannot be used right now. */
function unavailable(error: unknown): StorageUnavailableError {
  return new StorageUnavailableError({ cause: error });
}

/**
 * Files in an S3-compatible bucket, streamed both ways. The temp file of an upload stays on local disk
 * (`tempDir`): the checks (size, type sniffing) run while it is written, a refused upload is one unlink
 * away and never reaches the bucket, and a crash leaves no orphan object behind (a temp object + CopyObject
 * would cost a second request per upload and need a lifecycle rule for leftovers). `commit` then streams
 * the file into the bucket with one PUT of known length and removes the temp file.
 */
export function createS3FileStore(settings: S3Settings & { tempDir: string }): FileStore {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  return {
    async createTemp() {
      await mkdir(settings.tempDir, { recursive: true });
      const path = join(settings.tempDir, `${randomBytes(12).toString('hex')}.part`);
      return { path, stream: createWriteStream(path, { flags: 'wx', mode: 0o640 }) };
    },
    async commit(tempPath, key) {
      const { size } = await stat(tempPath);
      await putFile(client, Bucket, key, tempPath, size).catch((error: unknown) => {
        throw unavailable(error);
      });
      await unlink(tempPath);
    },
    async discard(tempPath) {
      await unlink(tempPath).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async remove(key) {
      // Deleting a missing object succeeds in S3, as unlinking a missing file is ignored on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch((error: unknown) => {
        throw unavailable(error);
      });
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        throw isMissingObject(error) ? missing(key) : unavailable(error);
      }
    },
  };
}

const PUT_ATTEMPTS = 3;

/** A 4xx (access denied, no such bucket) will not change on a retry; a reset or a 5xx may. */
function isRetryable(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500;
}

/**
 * Streams a local file into the bucket with one PUT of known length. The SDK does not retry a streamed
 * body (it cannot rewind it), yet a keep-alive socket the server has just closed fails the first try with
 * ECONNRESET: the file is on disk, so each attempt opens it again.
 */
export async function putFile(client: S3Client, bucket: string, key: string, path: string, size: number) {
  for (let attempt = 1; ; attempt++) {
    const body = createReadStream(path);
    try {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: size }));
      return;
    } catch (error) {
      if (attempt >= PUT_ATTEMPTS || !isRetryable(error)) throw error;
    } finally {
      body.destroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
  }
}

/** The size of the object under `key`, or undefined when there is none (storage:migrate's resume check). */
export async function objectSize(client: S3Client, bucket: string, key: string): Promise<number | undefined> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissingObject(error)) return undefined;
    throw unavailable(error);
  }
}
