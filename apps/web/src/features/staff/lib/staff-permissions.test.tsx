import type { Role, Staff } from '@school/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StaffRowActions, type StaffRowHandlers } from '../components/staff-rows';
import { roleFilterOptions, roleFilterToUrl, roleOptions, staffRowPermissions } from './staff-permissions';

const staff = (id: number, role: Role): Staff => ({
  id,
  role,
  email: `${role}${id}@demo.test`,
  firstName: 'Анна',
  lastName: `Иванова${id}`,
  avatar: null,
  isVisible: true,
  info: '',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

function handlersFor(caller: { role: Role; id: number }): StaffRowHandlers {
  return {
    can: (row) => staffRowPermissions(caller, row),
    isSelf: (row) => row.id === caller.id,
    onEdit: vi.fn(),
    onPassword: vi.fn(),
    onDelete: vi.fn(),
    onVisible: vi.fn(),
  };
}

const buttons = () => screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('role filter (spec §2)', () => {
  it('offers all, admins, curators, speakers; «Все» leaves the URL clean', () => {
    expect(roleFilterToUrl('all')).toBeNull();
    expect(roleFilterToUrl('curator')).toBe('curator');
    expect(roleFilterOptions).toEqual([
      { label: 'Все', value: 'all' },
      { label: 'Администраторы', value: 'admin' },
      { label: 'Кураторы', value: 'curator' },
      { label: 'Спикеры', value: 'speaker' },
    ]);
  });

  it('lets a super-admin give any role and an admin only curator and speaker', () => {
    expect(roleOptions('super-admin').map((option) => option.value)).toEqual([
      'super-admin',
      'admin',
      'curator',
      'speaker',
    ]);
    expect(roleOptions('admin').map((option) => option.label)).toEqual(['Куратор', 'Спикер']);
    expect(roleOptions(null)).toEqual([]);
  });
});

describe('actions on a staff row per caller', () => {
  const adminRow = staff(2, 'admin');

  it('super-admin: edit, password and delete on an admin', () => {
    render(<StaffRowActions row={adminRow} handlers={handlersFor({ role: 'super-admin', id: 1 })} />);
    expect(buttons()).toEqual([
      'Изменить: Иванова2 Анна',
      'Задать пароль: Иванова2 Анна',
      'Удалить: Иванова2 Анна',
    ]);
  });

  it('admin: nothing on another admin, everything on a curator', () => {
    const handlers = handlersFor({ role: 'admin', id: 3 });
    const { unmount } = render(<StaffRowActions row={adminRow} handlers={handlers} />);
    expect(buttons()).toEqual([]);
    unmount();
    render(<StaffRowActions row={staff(4, 'curator')} handlers={handlers} />);
    expect(buttons()).toHaveLength(3);
  });

  it('nobody deletes themselves', () => {
    expect(staffRowPermissions({ role: 'super-admin', id: 1 }, staff(1, 'super-admin'))).toEqual({
      edit: true,
      password: true,
      visibility: true,
      remove: false,
    });
  });
});
