import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { settle, type Theme } from './support/a11y';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

/** A broadcast's card on the «Трансляции» tab, found by its title. */
const broadcastCard = (page: Page, title: string): Locator =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

const profileTab = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Разделы профиля' }).getByRole('link', { name, exact: true });

const toast = (page: Page, detail: string) => page.locator('.p-toast-message').filter({ hasText: detail });

/**
 * `UPDATE_SCREENSHOTS=1` writes the pictures into docs/screenshots; a plain run writes to test-results/ so
 * the work tree stays clean.
 */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const SHOTS: { file: string; path: string; theme: Theme; viewport: { width: number; height: number } }[] = [
  {
    file: 'profile-broadcasts',
    path: '/profile/broadcasts',
    theme: 'light',
    viewport: { width: 1366, height: 860 },
  },
  {
    file: 'phone-profile-broadcasts',
    path: '/profile/broadcasts?when=past',
    theme: 'dark',
    viewport: { width: 390, height: 844 },
  },
];

// Before the journey below, so the pictures show the demo data as seeded.
for (const { file, path, theme, viewport } of SHOTS) {
  scanTest(`Скриншот вкладки «Трансляции»: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('curator', theme);
    await page.goto(path);
    await expect(page.getByRole('list', { name: 'Список трансляций' })).toBeVisible(loaded);
    await settle(page, theme);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

test.describe('Трансляции в профиле', () => {
  test('администратор планирует трансляцию на завтра, видит её среди предстоящих и удаляет', async ({
    page,
  }) => {
    const title = `Эфир с экспертом ${Date.now()}`;
    await login(page, DEMO.admin);
    await profileTab(page, 'Трансляции').click();
    await expect(page).toHaveURL(/\/profile\/broadcasts$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Трансляции' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Предстоящие' })).toHaveAttribute('aria-pressed', 'true');

    // Tomorrow 19:30 on the browser's clock (Moscow), as typed into the field and as the card prints it.
    const when = await page.evaluate(() => {
      const start = new Date();
      start.setDate(start.getDate() + 1);
      start.setHours(19, 30, 0, 0);
      const two = (n: number) => String(n).padStart(2, '0');
      const shown = new Intl.DateTimeFormat('ru-RU', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(start)
        .replace(/(?<=\d{4})\s?г\./, '');
      return {
        typed: `${two(start.getDate())}.${two(start.getMonth() + 1)}.${start.getFullYear()} 19:30`,
        shown,
      };
    });

    await page.getByRole('button', { name: 'Запланировать трансляцию' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Новая трансляция' });
    await dialog.getByLabel('Название').fill(title);
    const start = dialog.getByLabel('Дата и время начала');
    await start.fill(when.typed);
    // A click elsewhere closes the picker (Escape would close the whole dialog) — once it has opened: the
    // Calendar listens for outside clicks only from the end of its opening transition (a click before it was
    // lost once in CI and the picker stayed open).
    await expect(page.locator('.p-datepicker.p-connected-overlay-enter-done')).toBeVisible();
    await dialog.getByLabel('Название').click();
    await expect(page.locator('.p-datepicker')).toBeHidden();
    await expect(start).toHaveValue(when.typed);
    await dialog.getByLabel('Ссылка на трансляцию').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Запланировать трансляцию' }).click();
    await expect(dialog.getByText('Ссылка должна начинаться с http:// или https://')).toBeVisible();
    await dialog.getByLabel('Ссылка на трансляцию').fill('https://vkvideo.ru/live/demo-expert');
    await dialog.getByLabel('Описание').fill('Отвечаем на вопросы учеников в прямом эфире.');
    await expect(dialog.getByText('44 / 3000')).toBeVisible();
    await dialog.getByRole('button', { name: 'Запланировать трансляцию' }).click();
    await expect(toast(page, 'Трансляция запланирована')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = broadcastCard(page, title);
    await expect(card).toBeVisible(loaded);
    await expect(card.locator('time')).toHaveText(when.shown);
    const link = card.getByRole('link', { name: /Открыть трансляцию/ });
    await expect(link).toHaveAttribute('href', 'https://vkvideo.ru/live/demo-expert');
    await expect(link).toHaveAttribute('target', '_blank');

    // Not among the past ones.
    await page.getByRole('button', { name: 'Прошедшие' }).click();
    await expect(page).toHaveURL(/when=past/);
    await expect(page.getByRole('list', { name: 'Список трансляций' })).toBeVisible(loaded);
    await expect(broadcastCard(page, title)).toHaveCount(0);
    await page.getByRole('button', { name: 'Предстоящие' }).click();

    // Delete after a question: «Отмена» keeps it, «Да» removes it.
    await broadcastCard(page, title)
      .getByRole('button', { name: `Удалить: ${title}` })
      .click();
    const question = page.locator('.p-confirm-dialog');
    await expect(question).toContainText(`Удалить трансляцию «${title}»?`);
    await question.getByRole('button', { name: 'Отмена' }).click();
    await expect(broadcastCard(page, title)).toBeVisible();
    await broadcastCard(page, title)
      .getByRole('button', { name: `Удалить: ${title}` })
      .click();
    await question.getByRole('button', { name: 'Да' }).click();
    await expect(toast(page, 'Трансляция удалена')).toBeVisible();
    await expect(broadcastCard(page, title)).toHaveCount(0);
  });
});
