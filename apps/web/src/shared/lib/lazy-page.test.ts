import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, withChunkTimeout } from './lazy-page';

describe('lazy pages', () => {
  it('resolves the named export of a page module', async () => {
    const Page = () => null;
    await expect(lazyPage(async () => ({ Page }), 'Page')()).resolves.toEqual({ Component: Page });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(
      withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after the chunk timeout', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
});
