import type { Lesson } from '@school/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { LessonAttachments } from './lesson-attachments';

afterEach(() => vi.unstubAllGlobals());

const lesson: Lesson = {
  id: 7,
  moduleId: 2,
  courseId: 1,
  name: 'Урок',
  videoUrl: null,
  content: '',
  position: 0,
  files: [
    { id: 3, name: 'Конспект.txt', url: '/api/lessons/7/files/3', mimeType: 'text/plain', size: 512 },
    { id: 4, name: 'Слайды.pdf', url: '/api/lessons/7/files/4', mimeType: 'application/pdf', size: 1536 },
  ],
  canEdit: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('lesson files', () => {
  it('show a small file in bytes, not as «0 КБ»', async () => {
    renderRoutes(<LessonAttachments lesson={lesson} />);
    // Testing Library folds the no-break space of the size into a plain one.
    expect(await screen.findByText('512 Б')).toBeTruthy();
    expect(screen.getByText('1,5 КБ')).toBeTruthy();
    expect(screen.queryByText(/^0\sКБ$/)).toBeNull();
  });

  it('download a file with the token and save it under its name', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      new Response('конспект', {
        headers: {
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Конспект.txt')}`,
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    renderRoutes(<LessonAttachments lesson={lesson} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Конспект.txt' }));

    await vi.waitFor(() => expect(saved).toEqual(['Конспект.txt']));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/lessons\/7\/files\/3$/);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer abc');
  });
});
