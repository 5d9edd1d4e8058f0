import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousViolations, settle, type Theme } from './support/a11y';
import { scaled } from './support/scaled';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login, sidebar } from './support/session';
import { expect, type Locator, type Page, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const questionList = (page: Page) => page.getByRole('list', { name: 'Список вопросов' });
const toast = (page: Page, detail: string) => page.locator('.p-toast-message').filter({ hasText: detail });
const profileTab = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Разделы профиля' }).getByRole('link', { name: /^Вопросы/ });

/** The number a badge shows (0 when there is none). */
async function badgeCount(badge: Locator): Promise<number> {
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.locator('[aria-hidden="true"]').innerText());
}

const menuBadge = (page: Page) =>
  sidebar(page)
    .getByRole('link', { name: /^Профиль/ })
    .locator('.app-menuitem-badge');
const tabBadge = (page: Page) => profileTab(page).locator('.app-tab-bar__badge');

const SHOTS: { file: string; theme: Theme; viewport: { width: number; height: number } }[] = [
  { file: 'profile-questions', theme: 'light', viewport: { width: 1366, height: 900 } },
  { file: 'phone-profile-questions', theme: 'dark', viewport: { width: 390, height: 844 } },
];

// Before the journey, so the pictures show the demo data as seeded.
for (const { file, theme, viewport } of SHOTS) {
  scanTest(`Скриншот вкладки «Вопросы»: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('curator', theme);
    await page.goto('/profile/questions');
    await expect(questionList(page)).toBeVisible(loaded);
    await settle(page, theme);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

test.describe('Вопросы учеников', () => {
  test(
    'куратор отвечает на ожидающий вопрос: он уходит в «С ответом», счётчик уменьшается на один',
    scaled('the answered question leaves the waiting list and its counter at once, read from the replica'),
    async ({ page }) => {
      await login(page, DEMO.curator);
      await expect(menuBadge(page)).toBeVisible(loaded);
      const before = await badgeCount(menuBadge(page));
      expect(before).toBeGreaterThan(0);

      await profileTab(page).click();
      await expect(page).toHaveURL(/\/profile\/questions$/);
      await expect(tabBadge(page)).toHaveText(new RegExp(`^${before}`));
      await page.getByRole('button', { name: 'Ожидают ответа', exact: true }).click();
      await expect(page).toHaveURL(/status=waiting/);
      await expect(questionList(page)).toBeVisible(loaded);

      const card = questionList(page).getByRole('listitem').first();
      await expect(card).toContainText('Ждёт ответа');
      const text = await card.locator('.app-question-card__text').innerText();
      const answer = `Хороший вопрос! Разберём на ближайшем вебинаре ${Date.now()}.`;

      // Empty is refused before it is sent: the button waits for text.
      await expect(card.getByRole('button', { name: 'Ответить' })).toBeDisabled();
      await card.getByRole('textbox', { name: 'Ответ' }).fill(answer);
      await expect(card.getByText(`${answer.length} / 5000`)).toBeVisible();
      await card.getByRole('button', { name: 'Ответить' }).click();
      await expect(toast(page, 'Ответ отправлен')).toBeVisible();

      // Gone from the waiting ones, the badges one fewer.
      await expect(questionList(page).getByText(text, { exact: true })).toHaveCount(0, loaded);
      await expect.poll(() => badgeCount(menuBadge(page)), loaded).toBe(before - 1);
      expect(await badgeCount(tabBadge(page))).toBe(before - 1);

      // Now among the answered, with the answer shown as written.
      await page.getByRole('button', { name: 'С ответом', exact: true }).click();
      const answered = questionList(page)
        .getByRole('listitem')
        .filter({ has: page.getByText(text, { exact: true }) });
      await expect(answered).toContainText('Есть ответ', loaded);
      await expect(answered).toContainText(answer);

      // Edit the answer in place.
      await answered.getByRole('button', { name: 'Изменить ответ' }).click();
      await answered.getByRole('textbox', { name: 'Ответ' }).fill(`${answer} Запись будет в уроке.`);
      await answered.getByRole('button', { name: 'Сохранить ответ' }).click();
      await expect(toast(page, 'Ответ изменён')).toBeVisible();
      await expect(answered).toContainText('Запись будет в уроке.');
      await expectNoSeriousViolations(page, 'вопросы куратора');
    },
  );
});
