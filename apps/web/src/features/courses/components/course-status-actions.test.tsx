import type { CourseStatus } from '@school/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { courseFor } from '../courses.fixtures';
import { CourseStatusActions } from './course-status-actions';

async function offered(status: CourseStatus, isAdmin: boolean): Promise<string[]> {
  const { unmount } = renderRoutes(<CourseStatusActions course={courseFor(status, isAdmin)} />);
  await screen.findAllByText(/./);
  const labels = screen.queryAllByRole('button').map((button) => button.textContent ?? '');
  unmount();
  return labels;
}

describe('course status buttons', () => {
  it('offer an author only «Отправить на проверку», from a draft or a returned course', async () => {
    expect(await offered(0, false)).toEqual(['Отправить на проверку']);
    expect(await offered(2, false)).toEqual(['Отправить на проверку']);
    for (const status of [1, 3, 4] as const) expect(await offered(status, false)).toEqual([]);
  });

  it('offer an admin the moves of the workflow for each status', async () => {
    expect(await offered(0, true)).toEqual(['Отправить на проверку', 'Опубликовать', 'Деактивировать']);
    expect(await offered(1, true)).toEqual(['Опубликовать', 'Вернуть на доработку', 'Деактивировать']);
    expect(await offered(3, true)).toEqual(['Вернуть на доработку', 'Деактивировать']);
    expect(await offered(4, true)).toEqual(['Опубликовать', 'Вернуть в черновики']);
  });

  it('ask for a comment before returning for revision; an empty one is refused', async () => {
    const user = userEvent.setup();
    renderRoutes(<CourseStatusActions course={courseFor(1, true)} />);
    await user.click(await screen.findByRole('button', { name: 'Вернуть на доработку' }));
    const dialog = await screen.findByRole('dialog');
    const submit = screen.getAllByRole('button', { name: 'Вернуть на доработку' }).at(-1)!;
    await user.click(submit);
    expect(dialog.textContent).toContain('Поле обязательно');
  });
});
