import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousViolations, settle, type Theme } from './support/a11y';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login, signIn } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

/** A news card of the «Лента» tab, found by its title. */
const newsCard = (page: Page, title: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

const profileTab = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Разделы профиля' }).getByRole('link', { name, exact: true });

const toast = (page: Page, detail: string) => page.locator('.p-toast-message').filter({ hasText: detail });

/** `UPDATE_SCREENSHOTS=1` writes into docs/screenshots; a plain run into test-results/ (the tree stays clean). */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const SHOTS: { file: string; theme: Theme; viewport: { width: number; height: number } }[] = [
  { file: 'profile-feed', theme: 'light', viewport: { width: 1366, height: 860 } },
  { file: 'phone-profile-feed', theme: 'light', viewport: { width: 390, height: 844 } },
  { file: 'dark-profile-feed', theme: 'dark', viewport: { width: 1366, height: 860 } },
];

// Before the journey below, so the pictures show the demo data as seeded.
for (const { file, theme, viewport } of SHOTS) {
  scanTest(`Скриншот ленты: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('admin', theme);
    await page.goto('/profile/feed');
    await expect(page.getByRole('list', { name: 'Новости' })).toBeVisible(loaded);
    await settle(page, theme);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

test.describe('Лента новостей в профиле', () => {
  test('администратор планирует новость на будущее и меняет её; куратор видит её без кнопки «Изменить»', async ({
    page,
  }) => {
    const title = `Летний интенсив ${Date.now()}`;
    const renamed = `${title} — расписание`;
    await login(page, DEMO.admin);
    await profileTab(page, 'Лента').click();
    await expect(page).toHaveURL(/\/profile\/feed$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Лента' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Новости' })).toBeVisible(loaded);

    // Add: the title is required; a moment ahead schedules the item.
    await page.getByRole('button', { name: 'Добавить новость' }).click();
    let dialog = page.getByRole('dialog', { name: 'Новая новость' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByLabel('Заголовок новости')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Поле обязательно')).toBeVisible();
    await dialog.getByLabel('Заголовок новости').fill(title);
    const editor = dialog.locator('.ql-editor');
    await editor.click();
    await editor.pressSequentially('Занятия каждый день с 10:00.');
    const when = dialog.getByRole('combobox', { name: 'Дата и время публикации' });
    await when.fill('20.06.2031 10:00');
    // Tab leaves the field and closes the calendar's panel.
    await when.press('Tab');
    await expect(dialog.getByText(/Новость появится в ленте 20 июн\. 2031, 10:00/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Новость добавлена')).toBeVisible();
    let card = newsCard(page, title);
    await expect(card).toContainText('Запланировано на 20 июн. 2031, 10:00');
    await expect(card).toContainText('Занятия каждый день с 10:00.');

    // «Запланированные» shows it; «Опубликованные» does not.
    await page.getByRole('group', { name: 'Статус' }).getByRole('button', { name: 'Опубликованные' }).click();
    await expect(page).toHaveURL(/status=published/);
    await expect(newsCard(page, title)).toHaveCount(0);
    await page
      .getByRole('group', { name: 'Статус' })
      .getByRole('button', { name: 'Запланированные' })
      .click();
    await expect(newsCard(page, title)).toBeVisible();

    // Edit: another title.
    await card.getByRole('button', { name: `Изменить новость «${title}»` }).click();
    dialog = page.getByRole('dialog', { name: 'Изменить новость' });
    await expect(dialog.getByLabel('Заголовок новости')).toHaveValue(title);
    await dialog.getByLabel('Заголовок новости').fill(renamed);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Новость обновлена')).toBeVisible();
    card = newsCard(page, renamed);
    await expect(card).toContainText('Запланировано на 20 июн. 2031, 10:00');

    // The item's «История изменений»: who renamed it, from what to what (issue 32).
    await card.getByRole('button', { name: `Изменить новость «${renamed}»` }).click();
    dialog = page.getByRole('dialog', { name: 'Изменить новость' });
    await dialog.getByRole('button', { name: 'История изменений' }).click();
    const change = dialog.getByRole('listitem').filter({ hasText: 'Изменение' }).first();
    await expect(change.locator('del', { hasText: title })).toBeVisible(loaded);
    await expect(change.locator('ins', { hasText: renamed })).toBeVisible();
    await expect(change.getByRole('link', { name: 'Морозов Алексей' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Создание' })).toBeVisible();
    await expectNoSeriousViolations(page, 'история изменений новости', '.p-dialog');
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();

    // The curator reads the school's feed: the item is there, but not theirs to change.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, DEMO.curator);
    await page.goto('/profile/feed');
    card = newsCard(page, renamed);
    await expect(card).toBeVisible(loaded);
    await expect(card).toContainText('Запланировано на');
    await expect(card.getByRole('button', { name: /Изменить новость/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /Удалить новость/ })).toHaveCount(0);
    // «Мои» leaves only the curator's own.
    await page.getByRole('group', { name: 'Чьи новости' }).getByRole('button', { name: 'Мои' }).click();
    await expect(page).toHaveURL(/author=mine/);
    await expect(newsCard(page, renamed)).toHaveCount(0);
  });
});
