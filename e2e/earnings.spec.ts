import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle, type Theme, type Visitor } from './support/a11y';
import { scaled } from './support/scaled';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login, signIn } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

/** `UPDATE_SCREENSHOTS=1` writes into docs/screenshots; a plain run into test-results/. */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const toast = (page: Page, detail: string) => page.locator('.p-toast-message').filter({ hasText: detail });

/** A balance card's figure («Доступно», «Выплачено»…) in roubles. */
const card = (page: Page, label: string): Locator =>
  page
    .getByRole('list', { name: 'Баланс' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('strong');
async function roubles(figure: Locator): Promise<number> {
  await expect(figure).toBeVisible(loaded);
  const text = (await figure.innerText()).replace(/[^\d,]/g, '').replace(',', '.');
  return Number(text);
}

const SHOTS: { file: string; visitor: Visitor; path: string; theme: Theme; width: number; height: number }[] =
  [
    { file: 'earnings', visitor: 'curator', path: '/earnings', theme: 'light', width: 1366, height: 900 },
    {
      file: 'phone-earnings',
      visitor: 'curator',
      path: '/earnings',
      theme: 'light',
      width: 390,
      height: 844,
    },
    { file: 'dark-earnings', visitor: 'curator', path: '/earnings', theme: 'dark', width: 1366, height: 900 },
    { file: 'withdrawals', visitor: 'admin', path: '/withdrawals', theme: 'light', width: 1366, height: 860 },
    {
      file: 'phone-withdrawals',
      visitor: 'admin',
      path: '/withdrawals',
      theme: 'light',
      width: 390,
      height: 844,
    },
  ];

// Before the journey, so the pictures show the demo data as seeded.
for (const { file, visitor, path, theme, width, height } of SHOTS) {
  scanTest(`Скриншот: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize({ width, height });
    await open(visitor, theme);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(loaded);
    await expect(page.locator('tbody tr:visible, .app-list-card').first()).toBeVisible(loaded);
    await settle(page, theme);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

test.describe('Заработок и выплаты', () => {
  test(
    'куратор выводит 3 000 ₽ на карту, администратор отмечает выплату, куратор видит её выплаченной',
    scaled('two sessions: the payout one writes, the other reads, each maybe through another instance'),
    async ({ browser }) => {
      // The curator asks for a payout.
      const curator = await browser.newPage();
      await login(curator, DEMO.curator);
      await curator
        .getByRole('navigation', { name: 'Меню' })
        .getByRole('link', { name: 'Заработок' })
        .click();
      await expect(curator).toHaveURL(/\/earnings$/);
      await expect(curator.getByRole('heading', { level: 1, name: 'Заработок' })).toBeVisible(loaded);
      const availableBefore = await roubles(card(curator, 'Доступно'));
      const paidBefore = await roubles(card(curator, 'Выплачено'));
      expect(availableBefore).toBeGreaterThanOrEqual(3000);

      await curator.getByRole('button', { name: 'Вывести', exact: true }).click();
      const dialog = curator.getByRole('dialog', { name: 'Вывод средств' });
      const amount = dialog.getByLabel('Сумма, ₽');
      await amount.click();
      await amount.press('ControlOrMeta+a');
      await amount.press('Backspace');
      await amount.pressSequentially('3000');
      // A mistyped card stays in the dialog with the reason under the field.
      await dialog.getByLabel('Номер карты').fill('4111 1111 1111 1112');
      await dialog.getByRole('button', { name: 'Вывести', exact: true }).click();
      await expect(dialog.getByText('Номер карты введён с ошибкой')).toBeVisible();
      await dialog.getByLabel('Номер карты').fill('4111 1111 1111 1111');
      const created = curator.waitForResponse(
        (response) =>
          response.url().endsWith('/api/balances-withdraws') && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Вывести', exact: true }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      const { id } = (await response.json()) as { id: number };
      await expect(toast(curator, 'Успешно выведено')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect.poll(() => roubles(card(curator, 'Доступно')), loaded).toBe(availableBefore - 3000);
      const mine = curator.getByRole('region', { name: 'Мои заявки на вывод' });
      await expect(mine.getByRole('row').filter({ hasText: 'Запрошено' }).first()).toBeVisible();

      // The admin pays it from the queue.
      const admin = await browser.newPage();
      await signIn(admin, DEMO.admin);
      // Newest first, so the new request is on the first page whatever the queue holds.
      await admin.goto('/withdrawals?sort=createdAt:desc');
      await expect(admin.getByRole('heading', { level: 1, name: 'Выплаты' })).toBeVisible(loaded);
      const choose = admin.getByRole('checkbox', { name: `Выбрать заявку №${id}` });
      await expect(choose).toBeVisible(loaded);
      await choose.check();
      await admin.getByRole('button', { name: 'Отметить выплаченными (1)' }).click();
      await expect(admin.getByText(/Отметить выплаченными заявок: 1 на 3\s000\s₽\?/)).toBeVisible();
      await admin.getByRole('button', { name: 'Да', exact: true }).click();
      await expect(toast(admin, 'Выплачено заявок: 1')).toBeVisible();
      await expect(choose).toBeHidden();

      // The curator sees it paid: «Выплачено» grew, the request and the history say so.
      await curator.reload();
      await expect.poll(() => roubles(card(curator, 'Выплачено')), loaded).toBe(paidBefore + 3000);
      expect(await roubles(card(curator, 'Доступно'))).toBe(availableBefore - 3000);
      const paidRow = curator
        .getByRole('region', { name: 'Мои заявки на вывод' })
        .getByRole('row')
        .filter({ hasText: '1111' })
        .filter({ hasText: 'Выплачено' });
      await expect(paidRow.first()).toBeVisible(loaded);
      // The history's withdrawal entry names its request.
      await expect(curator.getByRole('cell', { name: `Заявка №${id}`, exact: true }).first()).toBeVisible();
      await curator.close();
      await admin.close();
    },
  );

  test('куратор выгружает свою историю начислений файлом Excel (.xlsx)', async ({ page }) => {
    await signIn(page, DEMO.curator);
    await page.goto('/earnings');
    const formats = page.getByRole('group', { name: 'Формат выгрузки' });
    await expect(formats.getByRole('button', { name: 'Экспорт' })).toBeVisible();
    const xlsx = formats.getByRole('button', { name: 'Файл Excel (.xlsx)' });
    // Keyboard: the button is a Tab stop and Enter starts the export; the demo curator's history is past the
    // e2e server's EXPORT_STREAM_MAX_ROWS (100), so it is a background task whose dialog offers «Скачать».
    await xlsx.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Экспорт' });
    await expect(dialog.getByText(/^balances-history\.xlsx, /)).toBeVisible({ timeout: 20_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Скачать' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('balances-history.xlsx');
    // An .xlsx is a zip: it starts with «PK».
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
