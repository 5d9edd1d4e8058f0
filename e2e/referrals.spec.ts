import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle, type Theme } from './support/a11y';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login, sidebar, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

/** The value of a card of «Итоги за период» ('' while the cards load). */
async function card(page: Page, label: string): Promise<string> {
  const cards = page.getByRole('list', { name: 'Итоги за период' });
  if ((await cards.count()) === 0) return '';
  const item = cards.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  return (await item.locator('.referrals__card-value').innerText()).trim();
}

/** `UPDATE_SCREENSHOTS=1` writes into docs/screenshots; a plain run into test-results/. */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const DESKTOP = { width: 1366, height: 860 };
const PHONE = { width: 390, height: 844 };
const SHOTS: { file: string; path: string; theme: Theme; viewport: { width: number; height: number } }[] = [
  { file: 'referral-system', path: '/referral-system', theme: 'light', viewport: DESKTOP },
  { file: 'phone-referral-system', path: '/referral-system', theme: 'light', viewport: PHONE },
  { file: 'refferal-list', path: '/refferal-list', theme: 'light', viewport: DESKTOP },
  { file: 'phone-refferal-list', path: '/refferal-list', theme: 'light', viewport: PHONE },
  { file: 'dark-refferal-list', path: '/refferal-list?flag=self', theme: 'dark', viewport: DESKTOP },
];

for (const { file, path, theme, viewport } of SHOTS) {
  scanTest(`Скриншот: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('admin', theme);
    await page.goto(path);
    // «Прибыль» over the year, so the charts have the demo's months in them.
    if (path === '/referral-system') await page.getByRole('button', { name: 'Год', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(loaded);
    await settle(page, theme);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

test.describe('Рефералы', () => {
  test('администратор видит прибыль по демо-данным, находит самоприглашение и скачивает CSV', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    await sidebar(page).getByText('Продажи', { exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'Прибыль' }).click();
    await expect(page).toHaveURL(/\/referral-system$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Прибыль' })).toBeVisible();

    // A year by month: the demo students invited others and those paid.
    await page.getByRole('button', { name: 'Год', exact: true }).click();
    await expect(page).toHaveURL(/groupBy=month/);
    await expect.poll(() => card(page, 'Регистрации по приглашениям'), loaded).toMatch(/^[1-9]/);
    await expect.poll(() => card(page, 'Выручка от приглашённых')).toMatch(/₽$/);
    expect(await card(page, 'Выручка от приглашённых')).not.toBe('0 ₽');
    expect(await card(page, 'Начислено')).not.toBe('0 ₽');
    await expect(page.getByRole('img', { name: 'Регистрации по приглашениям' })).toBeVisible();
    const top = page.getByRole('table', { name: 'Лучшие пригласившие' });
    await expect(top.locator('tbody tr').first()).toContainText('₽');
    await expect(top.locator('tbody tr').first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/(users|admins)\/\d+$/,
    );

    // «Рефералы»: the suspected self-referrals only.
    await sidebar(page).getByRole('link', { name: 'Рефералы' }).click();
    await expect(page).toHaveURL(/\/refferal-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Рефералы' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toContainText('₽', loaded);
    await page.getByRole('button', { name: 'Отметки: все' }).click();
    await page.getByRole('option', { name: 'Подозрение на самоприглашение' }).click();
    await expect(page).toHaveURL(/flag=self/);
    const flagged = page.locator('tbody tr').first().locator('.p-tag-danger').first();
    await expect(flagged).toBeVisible(loaded);
    await expect(flagged).toHaveText(/^То же|^Тот же/);
    // Why it is flagged: the tooltip on hover.
    await flagged.hover();
    await expect(page.locator('.p-tooltip')).toContainText(/совпадает|устройства/);

    // referrals.csv of the same filter, with its header.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Экспорт' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('referrals.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'ID;Дата;Код;Тип пригласившего;Пригласивший;E-mail пригласившего;Приглашённый;E-mail приглашённого;Оплачено;Оплат;Комиссия;Отметки',
    );
    expect(lines.length).toBeGreaterThanOrEqual(2);
  });

  test('куратору «Прибыль» и «Рефералы» закрыты', async ({ page }) => {
    await signIn(page, DEMO.curator);
    await page.goto('/referral-system');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    await page.goto('/refferal-list');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  });
});
