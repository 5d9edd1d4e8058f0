import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { AppMenuItem } from './app-menu-item';
import type { MenuEntry } from './menu';

const queue: MenuEntry = { label: 'Услуги', icon: 'pi pi-briefcase', to: '/applications', built: true };
const group: MenuEntry = {
  label: 'Заявки',
  icon: 'pi pi-inbox',
  items: [{ label: 'Маркетплейс заявки', icon: 'pi pi-shop', to: '/applications-marketplace', built: true }],
};

describe('AppMenuItem badges', () => {
  it('a link with overdue applications shows the count, read as «Просрочено: N»', async () => {
    renderRoutes(
      <ul>
        <AppMenuItem entry={queue} onAction={() => undefined} badges={{ '/applications': 3 }} />
      </ul>,
    );
    const link = await screen.findByRole('link', { name: 'Услуги, Просрочено: 3' });
    expect(link.querySelector('.app-menuitem-badge [aria-hidden="true"]')?.textContent).toBe('3');
  });

  it('no badge without a count; links inside a group get theirs', async () => {
    const element = (
      <ul>
        <AppMenuItem entry={queue} onAction={() => undefined} badges={{}} />
        <AppMenuItem entry={group} onAction={() => undefined} badges={{ '/applications-marketplace': 12 }} />
      </ul>
    );
    // On the group's page, so the group is open.
    renderRoutes([{ path: '*', element }], '/applications-marketplace');
    expect(
      (await screen.findByRole('link', { name: 'Услуги' })).querySelector('.app-menuitem-badge'),
    ).toBeNull();
    expect(screen.getByRole('link', { name: /Маркетплейс заявки.*Просрочено: 12/ })).toBeTruthy();
  });
});
