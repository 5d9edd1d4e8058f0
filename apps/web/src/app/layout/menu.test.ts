import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, isMenuGroup, type MenuEntry, menuForRole, menuLinks, visibleMenu } from './menu';
import { ADMIN_MENU_LABELS, STAFF_MENU_LABELS } from './menu.fixtures';

const labels = (entries: MenuEntry[]) => entries.map((entry) => entry.label);

/** The labels inside an admin's menu group ([] when there is no such group). */
const groupLabels = (name: string) => {
  const group = menuForRole('admin').find((entry) => entry.label === name);
  return group && isMenuGroup(group) ? labels(group.items) : [];
};

describe('menuForRole', () => {
  it('gives admins and super-admins the main menu with only built sections, profile and logout last', () => {
    expect(labels(menuForRole('admin'))).toEqual(ADMIN_MENU_LABELS);
    expect(labels(menuForRole('super-admin'))).toEqual(ADMIN_MENU_LABELS);
    // The sales group shows its built sections (one label a line: a new section adds one line).
    // biome-ignore format: one label a line
    expect(groupLabels('Продажи')).toEqual([
      'Продажи',
      'Статистика',
      'Причины отмены',
      'Прибыль',
      'Выплаты',
    ]);
    // The settings group: the five content pages and the reviews, in spec order.
    expect(groupLabels('Настройки')).toEqual([
      'Контент главной страницы',
      'Контент клуба',
      'Контент маркетплейса',
      'Отзывы',
      'Информация для администраторов',
      'Заработок',
      'Почтовые отправления',
      'Журнал действий',
      'Корзина',
    ]);
  });

  it('gives curators and speakers their own menu', () => {
    expect(labels(menuForRole('curator'))).toEqual(STAFF_MENU_LABELS);
    expect(labels(menuForRole('speaker'))).toEqual(STAFF_MENU_LABELS);
    expect(labels(menuForRole(null))).toEqual(STAFF_MENU_LABELS);
    expect(menuLinks(menuForRole('curator')).find((link) => link.label === 'Поддержка')?.to).toBe(
      '/settings-admin-info',
    );
  });

  it('keeps the full spec order in the admin menu data', () => {
    expect(labels(ADMIN_MENU)).toEqual(ADMIN_MENU_LABELS);
  });
});

describe('visibleMenu', () => {
  const entries: MenuEntry[] = [
    { label: 'A', icon: 'pi pi-a', to: '/a', built: true },
    { label: 'B', icon: 'pi pi-b', to: '/b', built: false },
    {
      label: 'G',
      icon: 'pi pi-g',
      items: [
        { label: 'G1', icon: 'pi pi-g', to: '/g1', built: true },
        { label: 'G2', icon: 'pi pi-g', to: '/g2', built: false },
      ],
    },
    { label: 'Empty', icon: 'pi pi-e', items: [{ label: 'E1', icon: 'pi pi-e', to: '/e1', built: false }] },
    { label: 'Out', icon: 'pi pi-out', action: 'logout' },
  ];

  it('drops unbuilt links and groups left empty, keeps built children and actions', () => {
    const shown = visibleMenu(entries);
    expect(labels(shown)).toEqual(['A', 'G', 'Out']);
    const group = shown[1]!;
    expect(isMenuGroup(group) && labels(group.items)).toEqual(['G1']);
    expect(menuLinks(shown).map((link) => link.to)).toEqual(['/a', '/g1']);
  });
});
