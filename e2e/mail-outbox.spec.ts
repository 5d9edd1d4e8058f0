import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { still } from './support/a11y';
import { pickOption } from './support/courses';
import { createStudent, uniquePerson } from './support/people';
import { scaled } from './support/scaled';
import { DEMO, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

/** Written beside the run's results (not committed): the page at desktop and phone width, to look at. */
const SHOTS = join(import.meta.dirname, 'test-results', 'screenshots');

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await still(page); // fonts loaded, no ripple, dialog or menu moving
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

test.describe('Почтовые отправления', () => {
  test(
    'администратор видит письмо с паролем нового ученика, ищет по адресу и фильтрует по статусу',
    scaled('the password mail goes through the outbox job of whichever instance runs it'),
    async ({ page }) => {
      const person = uniquePerson('Почта');
      await signIn(page, DEMO.admin);
      // Creating a student queues the mail with their password (no SMTP_URL here: it stays «В очереди»).
      await createStudent(page, person);

      // (The link sits in the «Настройки» group of the menu: menu.test.ts.)
      await page.goto('/mail-outbox');
      await expect(page.getByRole('heading', { name: 'Почтовые отправления' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(person.email) });
      await expect(row).toBeVisible();
      await expect(row.locator('.app-status-tag')).toHaveText('В очереди');
      await shot(page, 'mail-outbox');

      await page.getByRole('searchbox', { name: 'Поиск' }).fill(person.email);
      await expect(page).toHaveURL(/search=/);
      await expect(page.locator('tbody tr')).toHaveCount(1);
      await expect(row).toBeVisible();

      await pickOption(page, 'Статус: все', 'Отправлено');
      await expect(page).toHaveURL(/status=sent/);
      await expect(page.getByText('Ничего не найдено')).toBeVisible();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/mail-outbox');
      // A phone shows each mail as a card.
      await expect(page.locator('.app-list-card').filter({ hasText: person.email })).toBeVisible();
      await shot(page, 'mail-outbox-390');
    },
  );
});
