import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { settle, type Theme, type Visitor } from './support/a11y';
import { scaled } from './support/scaled';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login, sidebar, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

const editor = (page: Page) => page.getByRole('region', { name: 'Редактор контента' });
const titleInput = (page: Page) => editor(page).getByRole('textbox', { name: 'Заголовок', exact: true });
const toast = (page: Page, detail: string) => page.locator('.p-toast-message').filter({ hasText: detail });

/** `UPDATE_SCREENSHOTS=1` writes the pictures into docs/screenshots; a plain run into test-results/. */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const SHOTS: {
  file: string;
  visitor: Visitor;
  path: string;
  theme: Theme;
  viewport: { width: number; height: number };
}[] = [
  {
    file: 'settings-promo',
    visitor: 'admin',
    path: '/settings-promo',
    theme: 'light',
    viewport: { width: 1366, height: 860 },
  },
  {
    file: 'phone-settings-promo',
    visitor: 'admin',
    path: '/settings-promo',
    theme: 'light',
    viewport: { width: 390, height: 844 },
  },
  {
    file: 'dark-settings-earnings',
    visitor: 'admin',
    path: '/settings-earnings',
    theme: 'dark',
    viewport: { width: 1366, height: 860 },
  },
  {
    file: 'curator-support',
    visitor: 'curator',
    path: '/settings-admin-info',
    theme: 'light',
    viewport: { width: 1366, height: 860 },
  },
];

// Before the journeys below, so the pictures show the demo content as seeded.
for (const { file, visitor, path, theme, viewport } of SHOTS) {
  scanTest(`Скриншот страницы настроек: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open(visitor, theme);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(loaded);
    if (visitor === 'admin') await expect(titleInput(page)).not.toHaveValue('', loaded);
    await settle(page, theme);
    await page.waitForTimeout(600);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

test.describe('Настройки контента', () => {
  test(
    'администратор меняет заголовок главной страницы и добавляет ссылку; после перезагрузки всё на месте',
    scaled('after a reload the content comes back from either instance'),
    async ({ page }) => {
      await login(page, DEMO.admin);
      await sidebar(page).getByText('Настройки', { exact: true }).click();
      await sidebar(page).getByRole('link', { name: 'Контент главной страницы' }).click();
      await expect(page).toHaveURL(/\/settings-promo$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Контент главной страницы' })).toBeVisible();
      const title = titleInput(page);
      await expect(title).not.toHaveValue('', loaded);

      const newTitle = `Школа новых профессий ${Date.now()}`;
      await title.fill(newTitle);
      await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();
      const rows = editor(page).getByRole('listitem', { name: /^Ссылка \d+$/ });
      const before = await rows.count();
      await editor(page).getByRole('button', { name: 'Добавить ссылку' }).click();
      const row = rows.nth(before);
      await row.getByLabel('Название ссылки').fill('Расписание потоков');
      // A wrong address first: the server names the field, nothing typed is lost.
      await row.getByLabel('Адрес').fill('example.com/schedule');
      await editor(page).getByRole('button', { name: 'Сохранить' }).click();
      await expect(row.getByText('Адрес должен начинаться с http:// или https://')).toBeVisible();
      await expect(title).toHaveValue(newTitle);
      await row.getByLabel('Адрес').fill('https://example.com/schedule');
      await editor(page).getByRole('button', { name: 'Сохранить' }).click();
      await expect(toast(page, 'Контент сохранён')).toBeVisible();
      await expect(page.getByText('Есть несохранённые изменения')).toBeHidden();

      await page.reload();
      await expect(titleInput(page)).toHaveValue(newTitle, loaded);
      await expect(rows).toHaveCount(before + 1);
      await expect(rows.nth(before).getByLabel('Адрес')).toHaveValue('https://example.com/schedule');

      // The preview shows it as the site would, and the site reads the same without a token.
      await editor(page).getByRole('button', { name: 'Предпросмотр' }).click();
      const preview = editor(page).getByRole('region', { name: 'Предпросмотр' });
      await expect(preview.getByRole('heading', { name: newTitle })).toBeVisible();
      await expect(preview.getByRole('link', { name: 'Расписание потоков' })).toHaveAttribute(
        'href',
        'https://example.com/schedule',
      );
      const site = await page.request.get('/api/public/content/promo', { headers: { authorization: '' } });
      expect(site.status()).toBe(200);
      expect(((await site.json()) as { title: string }).title).toBe(newTitle);
    },
  );

  test('панель «Сохранить» не закрывает поле, до которого дошёл фокус (1366×900)', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, DEMO.admin);
    await page.goto('/settings-promo');
    await expect(titleInput(page)).not.toHaveValue('', loaded);
    const bar = editor(page).getByRole('button', { name: 'Сохранить' }).locator('xpath=..');
    const fields = editor(page).locator(
      '.site-content__form :is(input:not([type=file]), textarea, button, [contenteditable=true])',
    );
    const seen: string[] = [];
    for (const field of await fields.all()) {
      if (!(await field.isVisible())) continue;
      await field.focus();
      const box = (await field.boundingBox())!;
      const barTop = (await bar.boundingBox())!.y;
      // A field taller than the room above the bar (the text editor) shows its beginning.
      const end = box.y + Math.min(box.height, 120);
      seen.push(
        `${(await field.getAttribute('aria-label')) ?? (await field.textContent())}: ${end <= barTop + 1}`,
      );
      expect(end, seen.at(-1)).toBeLessThanOrEqual(barTop + 1);
    }
    expect(seen.length).toBeGreaterThan(5);
  });

  test('куратор открывает «Поддержку» из меню и читает памятку без полей ввода', async ({ page }) => {
    await login(page, DEMO.curator);
    await sidebar(page).getByRole('link', { name: 'Поддержка' }).click();
    await expect(page).toHaveURL(/\/settings-admin-info$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Поддержка' })).toBeVisible(loaded);
    const content = page.locator('.site-content-view');
    await expect(content.getByRole('heading', { level: 2 })).toHaveText('Памятка для сотрудников школы');
    await expect(content.getByRole('link', { name: 'Чат поддержки сотрудников' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сохранить' })).toHaveCount(0);
    await expect(page.locator('.site-content').getByRole('textbox')).toHaveCount(0);
  });
});
