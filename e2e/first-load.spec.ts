import {
  LOGIN_BUDGET_KIB,
  ROUTE_BUDGET_KIB,
  routeBundleSizes,
} from '../apps/web/scripts/route-bundle-sizes.mjs';
import { apiSession, DEMO } from './support/session';
import { expect, type Page, test } from './support/test';

const KIB = 1024;

/** Compressed bytes of the scripts this page has downloaded so far, as the browser received them. */
async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  );
}

test.describe('Первая загрузка: сжатый JS по маршрутам', () => {
  test('сборка: /login ≤ 150 КиБ, каждая другая страница (и новая, без своей строки) ≤ 300 КиБ (brotli)', () => {
    const over = routeBundleSizes()
      .filter((route) => route.brotli > route.budgetKiB * KIB)
      .map((route) => `${route.url}: ${(route.brotli / KIB).toFixed(1)} КиБ > ${route.budgetKiB}`);
    expect(over).toEqual([]);
  });

  test('браузер на /login получает не больше 150 КиБ сжатого JS', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scriptBytes(page)).toBeLessThanOrEqual(LOGIN_BUDGET_KIB * KIB);
  });

  test('браузер на /users с сессией получает не больше 300 КиБ сжатого JS', async ({ page, request }) => {
    const session = await apiSession(request, DEMO.admin);
    await page.addInitScript((stored) => {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('role', stored.role);
    }, session);
    await page.goto('/users');
    await expect(page.locator('.app-list-table tbody tr a').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scriptBytes(page)).toBeLessThanOrEqual(ROUTE_BUDGET_KIB * KIB);
  });
});
