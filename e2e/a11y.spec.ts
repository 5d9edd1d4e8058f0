import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, expectRussianNames, openAs, settle, THEMES } from './support/a11y';
import { A11Y_ROUTES, type DemoIds, lookUpDemoIds } from './support/a11y-routes';
import { scanTaskOverlays } from './support/a11y-tasks';

/**
 * Accessibility (issue 8, items 11 and 12): axe finds no serious or critical violation on any route of the
 * app, in either theme, nor in the dialogs, lists and panels the routes open; names in markup are Russian.
 * A new route goes into A11Y_ROUTES (support/a11y-routes.ts).
 */
let ids: DemoIds | undefined;

test.beforeAll(async ({ request }) => {
  ids = await lookUpDemoIds(request);
});

for (const theme of THEMES) {
  test.describe(`Доступность, ${theme === 'light' ? 'светлая' : 'тёмная'} тема`, () => {
    for (const route of A11Y_ROUTES) {
      test(route.name, async ({ page }) => {
        test.slow(); // an axe run per page and per overlay takes seconds on a busy machine
        const path = typeof route.path === 'string' ? route.path : route.path(ids!);
        await openAs(page, route.visitor, theme);
        await page.goto(path);
        const ready = route.ready?.(page) ?? page.getByRole('heading', { level: 1 }).first();
        await expect(ready).toBeVisible();
        await settle(page, theme);
        await expectNoSeriousViolations(page, `${route.name}, ${path} (${theme})`);
        await expectRussianNames(page, `${route.name}, ${path}`);

        for (const overlay of route.overlays ?? []) {
          const selector = await overlay.open(page);
          const opened = page.locator(selector);
          await expect(opened).toBeVisible();
          await settle(page, theme);
          await expectNoSeriousViolations(
            page,
            `${route.name}, ${path}, ${overlay.name} (${theme})`,
            selector,
          );
          await expectRussianNames(page, `${route.name}, ${path}, ${overlay.name}`);
          await page.keyboard.press('Escape');
          await expect(opened).toBeHidden();
        }
      });
    }

    test('фоновые задачи: вопрос, диалог задачи, «Мои задачи»', async ({ page }) => {
      test.slow();
      await openAs(page, 'admin', theme);
      await scanTaskOverlays(page, theme);
    });
  });
}
