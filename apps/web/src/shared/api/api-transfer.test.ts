import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { apiDownload, fileNameFromDisposition } from './api-transfer';

afterEach(() => vi.unstubAllGlobals());

describe('file answers', () => {
  it('takes the real (Cyrillic) name from filename*, else the ASCII one, else the fallback', () => {
    const header = `attachment; filename="lesson-7.zip"; filename*=UTF-8''${encodeURIComponent('Урок 1.zip')}`;
    expect(fileNameFromDisposition(header, 'x.zip')).toBe('Урок 1.zip');
    expect(fileNameFromDisposition('attachment; filename="users.csv"', 'x.csv')).toBe('users.csv');
    expect(fileNameFromDisposition(null, 'x.zip')).toBe('x.zip');
  });

  it('downloads a blob with the bearer token', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        new Response('PK', { headers: { 'Content-Disposition': 'attachment; filename="a.zip"' } }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/lessons/7/files', 'Урок.zip');
    expect(file.fileName).toBe('a.zip');
    expect(await file.blob.text()).toBe('PK');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer abc');
  });

  it('treats any other success than the expected statuses as a failure (spec §2: 200 or 201)', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 })));
    await expect(apiRequest('/courses/1', { expectStatus: [200, 201] })).rejects.toMatchObject({
      status: 204,
    });
  });
});
