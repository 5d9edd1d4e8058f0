import type { z } from 'zod';
import { getToken } from '../session/session';
import { buildUrl, failure, type RequestOptions, send } from './api-client';
import { ApiError } from './api-error';

export type DownloadedFile = { blob: Blob; fileName: string };

/** `filename*=UTF-8''…` (the real, possibly Cyrillic, name) wins over the ASCII `filename="…"`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() || fallback;
}

/** The body as a blob, telling `onProgress` the bytes received so far (a streamed CSV has no length). */
async function readBlob(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    received += chunk.value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
}

/** A file answer (zip, csv) through the same client: bearer token, ApiError, 401 handling. */
export async function apiDownload(
  path: string,
  fallbackName: string,
  query?: RequestOptions<unknown>['query'],
  onProgress?: (bytes: number) => void,
): Promise<DownloadedFile> {
  const response = await send(path, { query }, '*/*');
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  return { blob: await readBlob(response, onProgress), fileName };
}

/**
 * A POST whose answer is either a file (read as `apiDownload` reads it, counting bytes) or JSON (e.g. a
 * `202` with a started task): an export that the server streams when small and runs as a task when large.
 */
export async function apiPostFileOrJson(
  path: string,
  body: unknown,
  fallbackName: string,
  onProgress?: (bytes: number) => void,
): Promise<{ file: DownloadedFile } | { status: number; json: unknown }> {
  const response = await send(path, { method: 'POST', body }, '*/*');
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    return { status: response.status, json: await response.json() };
  }
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  return { file: { blob: await readBlob(response, onProgress), fileName } };
}

export type UploadOptions<T> = {
  query?: Record<string, string>;
  schema: z.ZodType<T>;
  /** 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
};

/**
 * A multipart upload with progress. fetch cannot report upload progress, so this one call uses
 * XMLHttpRequest; the answer goes through the same error path as every other call.
 */
export function apiUpload<T>(path: string, body: FormData, options: UploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'Content-Type': 'application/json' },
      });
      if (!response.ok) {
        void failure(response).then(reject);
        return;
      }
      response
        .json()
        .then((data: unknown) => resolve(options.schema.parse(data)))
        .catch(reject);
    };
    xhr.send(body);
  });
}
