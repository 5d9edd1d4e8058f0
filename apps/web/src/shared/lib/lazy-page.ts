import { CHUNK_LOAD_TIMEOUT_MS } from '@school/contracts';
import type { ComponentType } from 'react';

/** A page's script chunk did not arrive (network, new deploy, or slower than spec §8's 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Races a dynamic import against the chunk timeout; any failure becomes a ChunkLoadError. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Chunk load timed out')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Chunk failed to load', { cause }));
      },
    );
  });
}

/**
 * A route's `lazy` for a page module: `lazy: lazyPage(() => import('./pages/login-page'), 'LoginPage')`.
 * Pages use named exports, so the export to render is named here.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, exportName: K) {
  return async (): Promise<{ Component: ComponentType }> => {
    const module = await withChunkTimeout(load);
    return { Component: module[exportName] };
  };
}
