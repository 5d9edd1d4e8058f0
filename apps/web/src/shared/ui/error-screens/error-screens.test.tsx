import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { AccessDeniedScreen } from './access-denied-screen';
import { AdminProfileErrorScreen } from './admin-profile-error-screen';
import { CourseErrorScreen } from './course-error-screen';
import { GenericErrorScreen } from './generic-error-screen';
import { LessonErrorScreen } from './lesson-error-screen';
import { LoadFailureScreen } from './load-failure-screen';
import { NotFoundScreen } from './not-found-screen';

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('error screens', () => {
  it('access denied: "Нет доступа" and back to the profile', async () => {
    renderRoutes(<AccessDeniedScreen />);
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeTruthy();
    expect(linkTo('Вернуться в профиль')).toBe('/profile');
  });

  it('generic: the spec text, a retry and a way back', async () => {
    const onRetry = vi.fn();
    renderRoutes(<GenericErrorScreen onRetry={onRetry} />);
    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так!' })).toBeTruthy();
    screen.getByRole('button', { name: 'Повторить' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(linkTo('Вернуться в профиль')).toBe('/profile');
  });

  it('course: back to the course list', async () => {
    renderRoutes(<CourseErrorScreen />);
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить курс' })).toBeTruthy();
    expect(linkTo('К списку курсов')).toBe('/profile/courses');
  });

  it('lesson: back to its course when known', async () => {
    renderRoutes(<LessonErrorScreen courseId={7} />);
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить урок' })).toBeTruthy();
    expect(linkTo('Вернуться к курсу')).toBe('/courses/7');
  });

  it('admin profile: back to the administrators', async () => {
    renderRoutes(<AdminProfileErrorScreen />);
    expect(
      await screen.findByRole('heading', { name: 'Не удалось загрузить профиль сотрудника' }),
    ).toBeTruthy();
    expect(linkTo('К списку администраторов')).toBe('/admins');
  });

  it('not found and load failure', async () => {
    renderRoutes(
      <>
        <NotFoundScreen />
        <LoadFailureScreen />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Не удалось загрузить страницу' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
  });
});
