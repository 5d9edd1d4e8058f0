import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { settle, type Theme } from './support/a11y';
import { scaled } from './support/scaled';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login, sidebar, signIn } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

const list = (page: Page) => page.getByRole('list', { name: 'Список отзывов' });
const names = (page: Page) => list(page).getByRole('heading', { level: 3 }).allTextContents();
const reviewCard = (page: Page, name: string): Locator =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const toast = (page: Page, detail: string) => page.locator('.p-toast-message').filter({ hasText: detail });

/** A 1×1 PNG: a photo the server accepts. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * `UPDATE_SCREENSHOTS=1` writes the pictures into docs/screenshots (look at them after UI changes); a plain
 * run writes to test-results/ so the work tree stays clean.
 */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const SHOTS: { file: string; theme: Theme; viewport: { width: number; height: number } }[] = [
  { file: 'settings-reviews', theme: 'light', viewport: { width: 1366, height: 860 } },
  { file: 'phone-settings-reviews', theme: 'light', viewport: { width: 390, height: 844 } },
  { file: 'dark-settings-reviews', theme: 'dark', viewport: { width: 1366, height: 860 } },
];

// Before the journey below, so the pictures show the demo reviews as seeded.
for (const { file, theme, viewport } of SHOTS) {
  scanTest(`Скриншот страницы отзывов: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('admin', theme);
    await page.goto('/settings-reviews');
    await expect(list(page)).toBeVisible(loaded);
    await settle(page, theme);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

// The editor of a review with a file, as an admin opens it.
for (const { file, viewport } of [
  { file: 'settings-reviews-dialog', viewport: { width: 1366, height: 860 } },
  { file: 'phone-settings-reviews-dialog', viewport: { width: 390, height: 844 } },
]) {
  scanTest(`Скриншот редактора отзыва: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('admin', 'light');
    await page.goto('/settings-reviews');
    await expect(list(page)).toBeVisible(loaded);
    await list(page)
      .getByRole('button', { name: /^Изменить: / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Изменить отзыв' });
    await expect(dialog.getByLabel('Имя')).not.toHaveValue('');
    await settle(page, 'light');
    await page.screenshot({ path: join(DIR, `${file}.png`) });
  });
}

test.describe('Отзывы', () => {
  test(
    'администратор поднимает отзыв с клавиатуры, скрывает другой и добавляет новый; сайт видит то же',
    scaled('the public site endpoint reads what the admin just wrote'),
    async ({ page }) => {
      await login(page, DEMO.admin);
      // The settings group of the menu opens, then its «Отзывы».
      await sidebar(page).getByText('Настройки', { exact: true }).click();
      await sidebar(page).getByRole('link', { name: 'Отзывы' }).click();
      await expect(page).toHaveURL(/\/settings-reviews$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Отзывы' })).toBeVisible();
      await expect(list(page)).toBeVisible(loaded);
      const before = await names(page);
      expect(before.length).toBeGreaterThanOrEqual(3);
      const [first, second, third] = before as [string, string, string];

      // Reorder from the keyboard: the second review's «up» arrow, pressed with Enter.
      const up = reviewCard(page, second).getByRole('button', { name: `Переместить выше: ${second}` });
      await up.focus();
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Порядок сохранён')).toBeVisible();
      await expect.poll(() => names(page)).toEqual([second, first, ...before.slice(2)]);
      await page.reload();
      await expect(list(page)).toBeVisible(loaded);
      await expect.poll(() => names(page)).toEqual([second, first, ...before.slice(2)]);

      // Hide one: the «Скрыт» tag here, gone from the site's list.
      await reviewCard(page, third)
        .getByRole('button', { name: `Скрыть: ${third}` })
        .click();
      await expect(toast(page, 'Отзыв скрыт на сайте')).toBeVisible();
      await expect(reviewCard(page, third)).toContainText('Скрыт');
      const site = await page.request.get('/api/public/content/reviews');
      expect(site.status()).toBe(200);
      const siteNames = ((await site.json()) as { items: { name: string }[] }).items.map((item) => item.name);
      expect(siteNames).not.toContain(third);
      expect(siteNames.slice(0, 2)).toEqual([second, first]);

      // Add one: the name and text are required; the photo goes through the upload; the new one comes first.
      const name = `Ирина Тестова ${Date.now()}`;
      await page.getByRole('button', { name: 'Добавить отзыв' }).click();
      const dialog = page.getByRole('dialog', { name: 'Новый отзыв' });
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog.getByLabel('Имя')).toHaveAttribute('aria-invalid', 'true');
      await dialog.getByLabel('Имя').fill(name);
      await dialog.getByLabel('Возраст').fill('33');
      await dialog.getByLabel('Текст отзыва').fill('Прошла курс и нашла работу мечты.');
      await expect(dialog.getByText('33 из 5000')).toBeVisible();
      await dialog
        .locator('.p-fileupload input[type=file]')
        .first()
        .setInputFiles({
          name: 'irina.png',
          mimeType: 'image/png',
          buffer: Buffer.from(PNG_1PX, 'base64'),
        });
      await expect(dialog.getByRole('button', { name: 'Убрать фото' })).toBeVisible(loaded);
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Отзыв добавлен')).toBeVisible();
      await expect.poll(async () => (await names(page))[0]).toBe(name);
      await expect(reviewCard(page, name)).toContainText('33 года');
      await expect(reviewCard(page, name).locator('img.app-cover')).toHaveAttribute('src', /irina\.png$/);
    },
  );

  test('куратору страница отзывов закрыта', async ({ page }) => {
    await signIn(page, DEMO.curator);
    await page.goto('/settings-reviews');
    await expect(page.getByText('Нет доступа').first()).toBeVisible(loaded);
  });
});
