import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { AdminOnlyRoute } from './admin-only-route';

const routes = [
  { Component: AdminOnlyRoute, children: [{ path: '/users', element: <p>users page</p> }] },
  { path: '/profile', element: <p>profile page</p> },
];

describe('AdminOnlyRoute', () => {
  it('shows "Нет доступа" to a curator, with a way back to the profile', async () => {
    localStorage.setItem('role', 'curator');
    const { router } = renderRoutes(routes, '/users');
    expect(await screen.findByRole('heading', { name: 'Нет доступа' })).toBeTruthy();
    expect(screen.queryByText('users page')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Вернуться в профиль' }));
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('lets admins and super-admins through', async () => {
    localStorage.setItem('role', 'super-admin');
    renderRoutes(routes, '/users');
    expect(await screen.findByText('users page')).toBeTruthy();
  });
});
