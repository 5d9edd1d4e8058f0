import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle, type Theme } from './support/a11y';
import { scaled } from './support/scaled';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

/** The value of a card of «Итоги за период» ('' while the cards load). */
async function card(page: Page, label: string): Promise<string> {
  const cards = page.getByRole('list', { name: 'Итоги за период' });
  if ((await cards.count()) === 0) return '';
  const item = cards.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  return (await item.locator('.figure-card__value').innerText()).trim();
}

const revenueTitle = 'Выручка: первые оплаты и автосписания';

test.describe('Статистика продаж', () => {
  test(
    'администратор видит итоги и графики с таблицами, меняет период и группировку, скачивает CSV',
    scaled('each instance keeps its own statistics answers; both must give the same figures and CSV'),
    async ({ page }) => {
      await login(page, DEMO.admin);
      await page.getByRole('navigation', { name: 'Меню' }).getByText('Продажи', { exact: true }).click();
      await page.getByRole('link', { name: 'Статистика', exact: true }).click();
      await expect(page).toHaveURL(/\/payments-statistics$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Статистика' })).toBeVisible();

      // A year by month: the demo data has payments in it.
      await page.getByRole('button', { name: 'Год', exact: true }).click();
      await expect(page).toHaveURL(/groupBy=month/);
      await expect.poll(() => card(page, 'Выручка')).toMatch(/₽$/);
      await expect.poll(() => card(page, 'Выручка')).not.toBe('0 ₽');
      const yearRevenue = await card(page, 'Выручка');
      expect(await card(page, 'Регистрации')).toMatch(/^\d/);
      // Each card ends with its change against the year before (named under the cards).
      const totals = page.getByRole('list', { name: 'Итоги за период' });
      await expect(totals.locator('.figure-card__change')).toHaveCount(6);
      await expect(
        totals.getByRole('listitem').filter({ hasText: 'Чистая выручка' }).locator('.figure-card__change'),
      ).toHaveText(/^([+−]\d+\s%\s\(было .+\s₽\)|Раньше не было|Без изменений \(.+\))$/);
      await expect(page.getByText(/^Изменение — к предыдущему периоду той же длины: /)).toBeVisible();

      // The owners' figures beside MRR: the last month's ARPU and churn rate, and LTV by month of first payment.
      const owners = page.getByRole('list', { name: /^Подписки и ученики: / });
      const owner = (label: string) =>
        owners.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
      await expect(owner('MRR').locator('.figure-card__value')).toHaveText(/^\d[\d\s,]*\s₽$/);
      await expect(owner('ARPU').locator('.figure-card__value')).toHaveText(/^(\d[\d\s,]*\s₽|—)$/);
      await expect(owner('ARPU')).toContainText('платили');
      await expect(owner('Отток подписок').locator('.figure-card__value')).toHaveText(/^(\d+(,\d)?\s%|—)$/);
      const ltv = page.getByRole('table', { name: 'LTV по месяцу первой оплаты' });
      await expect(ltv.locator('tbody tr').first()).toContainText('₽');
      await expect(ltv.locator('tbody tr').last().locator('td').first()).toHaveText(/^\d[\d\s,]*\s₽$/);

      // The chart is drawn and its table shows the same periods with their sums.
      const revenue = page.getByRole('region', { name: revenueTitle }).first();
      await expect(page.getByRole('img', { name: revenueTitle })).toBeVisible();
      await revenue.getByRole('button', { name: 'Таблица' }).click();
      const table = page.getByRole('table', { name: revenueTitle });
      await expect(table.locator('tbody tr')).toHaveCount(13);
      await expect(table.locator('tfoot')).toContainText('Итого');
      await expect(table.locator('tbody tr').last()).toContainText('₽');
      await expect(page.getByRole('img', { name: 'Выручка по провайдерам' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Возвраты по провайдерам' })).toContainText('%');
      await expect(page.getByRole('table', { name: 'Удержание по месяцу первой оплаты' })).toBeVisible();

      // Another period and grouping: the URL says so, the figures follow.
      await page.getByRole('button', { name: 'Прошлый месяц', exact: true }).click();
      await expect(page).toHaveURL(/groupBy=day/);
      await expect.poll(() => card(page, 'Выручка')).not.toBe(yearRevenue);
      await page.getByRole('button', { name: 'По неделям' }).click();
      await expect(page).toHaveURL(/groupBy=week/);
      await expect.poll(() => table.locator('tbody tr').count()).toBeLessThanOrEqual(6);
      await expect(table.locator('tbody tr').first()).toContainText('–');

      // A typed period that cannot be read says so beside the field.
      const period = page.getByRole('combobox', { name: 'Период' });
      await period.fill('45.45.2026');
      await period.press('Enter');
      await expect(
        page.getByRole('alert').filter({ hasText: 'Введите период как дд.мм.гггг - дд.мм.гггг' }),
      ).toBeVisible();
      await period.fill('01.01.2001 - 31.01.2001');
      await period.press('Enter');
      await expect(page).toHaveURL(/dateFrom=2001-01-01&dateTo=2001-01-31&groupBy=week/);
      await expect(page.getByText('За этот период ничего нет')).toBeVisible();

      // The CSV of what is on screen.
      await page.getByRole('button', { name: 'Прошлый месяц', exact: true }).click();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Экспорт CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('payment-statistics.csv');
      const csv = readFileSync(await download.path(), 'utf8');
      const lines = csv.trim().split(/\r?\n/);
      expect(lines[0]).toContain('Период с');
      expect(lines.length).toBeGreaterThanOrEqual(29);
    },
  );

  test('куратору «Статистика» закрыта', async ({ page }) => {
    await signIn(page, DEMO.curator);
    await page.goto('/payments-statistics');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  });
});

const SHOTS = join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const [device, viewport] of [
    ['desktop', { width: 1366, height: 860 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    scanTest(`Скриншоты статистики: ${device}, ${theme}`, PICTURE, async ({ scanPage: { page, open } }) => {
      await page.setViewportSize(viewport);
      await open('admin', theme);
      await page.goto('/payments-statistics');
      await page.getByRole('button', { name: 'Год', exact: true }).click();
      await expect.poll(() => card(page, 'Выручка')).toMatch(/₽$/);
      await page
        .getByRole('region', { name: revenueTitle })
        .first()
        .getByRole('button', { name: 'Таблица' })
        .click();
      await settle(page, theme);
      await page.screenshot({ path: join(SHOTS, `sales-statistics-${device}-${theme}.png`), fullPage: true });
    });
  }
}
