import { expect, type Page } from '@playwright/test';
import { scanTheme, settle, switchTheme, THEMES, type Theme } from './support/a11y';
import { A11Y_ROUTES, type A11yRoute, type DemoIds, lookUpDemoIds } from './support/a11y-routes';
import { scanTaskOverlays } from './support/a11y-tasks';
import { scanTest as test } from './support/scan-page';

/**
 * Accessibility (issue 8, items 11 and 12): axe finds no serious or critical violation on any route of the
 * app, in either theme, nor in the dialogs, lists and panels the routes open; names in markup are Russian.
 * A new route goes into A11Y_ROUTES (support/a11y-routes.ts). One test scans a route in both themes: the
 * light one first with every rule, then the same page loaded again in the dark one with the colour rules (a
 * theme changes the stylesheet, not the markup). All routes share one warm page
 * (support/scan-page.ts).
 */
let ids: DemoIds | undefined;

test.beforeAll(async ({ request }) => {
  ids = await lookUpDemoIds(request);
});

test.describe('Доступность, светлая и тёмная темы', () => {
  for (const route of A11Y_ROUTES) {
    test(route.name, async ({ scanPage: { page, open } }) => {
      test.slow(); // an axe run per page, theme and overlay takes seconds on a busy machine
      const path = typeof route.path === 'string' ? route.path : route.path(ids!);
      await open(route.visitor, 'light', path);
      for (const [index, theme] of THEMES.entries()) {
        if (index > 0) await switchTheme(page, theme, path);
        await scanRoute(page, route, path, theme);
      }
    });
  }

  test('список на телефоне: карточки, сортировка и панель фильтров', async ({ scanPage: { page, open } }) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await open('admin', 'light', '/users');
    for (const [index, theme] of THEMES.entries()) {
      if (index > 0) await switchTheme(page, theme, '/users');
      await expect(page.locator('.app-list-card').first()).toBeVisible();
      await settle(page, theme);
      await scanTheme(page, theme, 'пользователи на телефоне');
      await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Фильтры' });
      await expect(drawer).toBeVisible();
      await settle(page, theme);
      await scanTheme(page, theme, 'панель фильтров', '.app-list-filters-drawer');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
  });

  test('фоновые задачи: вопрос, диалог задачи, «Мои задачи»', async ({ scanPage: { page, open } }) => {
    test.slow();
    await open('admin', 'light');
    for (const [index, theme] of THEMES.entries()) {
      if (index > 0) await switchTheme(page, theme, '/users?status=1');
      await scanTaskOverlays(page, theme);
    }
  });
});

/** The loaded page, then each of its overlays opened, scanned and closed with Esc. */
async function scanRoute(page: Page, route: A11yRoute, path: string, theme: Theme): Promise<void> {
  const ready = route.ready?.(page) ?? page.getByRole('heading', { level: 1 }).first();
  await expect(ready).toBeVisible();
  await settle(page, theme);
  await scanTheme(page, theme, `${route.name}, ${path}`);

  for (const overlay of route.overlays ?? []) {
    const selector = await overlay.open(page);
    const opened = page.locator(selector);
    await expect(opened).toBeVisible();
    await settle(page, theme);
    await scanTheme(page, theme, `${route.name}, ${path}, ${overlay.name}`, selector);
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
  }
}
