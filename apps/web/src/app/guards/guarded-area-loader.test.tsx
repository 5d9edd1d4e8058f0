import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/shared/api/query-client';
import { startSession } from '@/shared/session/session';
import { jsonResponse, renderRoutes } from '@/test/render';
import { startPageIndex } from './guarded-area-loader';

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const me = (startPage?: string) => ({
  id: 9,
  email: 'curator@demo.test',
  firstName: 'Кира',
  lastName: 'Кураторова',
  avatar: null,
  role: 'curator',
  isVisible: false,
  info: '',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...(startPage ? { startPage } : {}),
});

function openIndex(answer: ReturnType<typeof me>) {
  startSession('token', 'curator');
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(answer));
  return renderRoutes([
    {
      path: '/',
      children: [
        startPageIndex,
        { path: 'dashboard', element: <p>главная</p> },
        { path: 'profile/courses', element: <p>мои курсы</p> },
      ],
    },
  ]);
}

describe('the start page at `/`', () => {
  it('opens «Главная» for an account that chose it', async () => {
    const { router } = openIndex(me('dashboard'));
    expect(await screen.findByText('главная')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens «Мои курсы» otherwise, as the spec says, an answer without the choice included', async () => {
    const { router } = openIndex(me());
    expect(await screen.findByText('мои курсы')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/courses');
  });
});
