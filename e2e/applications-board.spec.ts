import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { settle, type Theme } from './support/a11y';
import { scaled } from './support/scaled';
import { PICTURE, scanTest } from './support/scan-page';
import { DEMO, login, signIn } from './support/session';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

/**
 * The kanban of a queue (/applications-marketplace?view=board): cards moved with the mouse and with the
 * keyboard change the columns' counts; overdue cards say so; an application sent to the public intake
 * shows up in the open board without a reload (the pulse). Marketplace applications need no course or
 * service, so each test sends its own with a name nobody else has and searches for it.
 */

const QUEUE = '/applications-marketplace';
/** APPLICATION_PULSE_INTERVAL_MS of contracts: how often the open pages ask for the pulse. */
const PULSE_MS = 5_000;
// Cold pages on a shared two-core machine may answer slowly.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

/** A name no other application has: the board searched for it shows only this test's cards. */
const uniqueName = (word: string) => `${word}${Date.now().toString(36)} Тестова`;

/** Sends a marketplace application through the public intake (no token), as the school's site does. */
async function sendApplication(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post('/api/public/applications', {
    // The intake is idempotent per applicant, target and minute: each test's applicant has an address of their own.
    data: {
      kind: 'marketplace',
      offer: 'Доступ к библиотеке шаблонов',
      name,
      email: `board-${Date.now().toString(36)}@example.ru`,
    },
  });
  expect(response.status(), 'приём заявки с сайта').toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const column = (page: Page, status: string) => page.locator(`.app-board-column[data-status="${status}"]`);
const count = (page: Page, status: string) => column(page, status).locator('.app-board-column__count');
const card = (page: Page, name: string): Locator => page.getByRole('listitem', { name: new RegExp(name) });

async function openBoard(page: Page, search: string) {
  await page.goto(`${QUEUE}?view=board&search=${encodeURIComponent(search)}`);
  await expect(page.getByRole('button', { name: 'Канбан', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test.describe('Канбан заявок', () => {
  test(
    'карточку переносят мышью и с клавиатуры: счётчики колонок меняются, вид сохраняется после перезагрузки',
    scaled('each move is written on the primary and the column counts are read right after'),
    async ({ page }) => {
      const name = uniqueName('Канбанова');
      await sendApplication(page.request, name);
      await login(page, DEMO.admin);
      await openBoard(page, name);
      await expect(card(page, name)).toBeVisible(loaded);
      await expect(column(page, 'new').getByRole('listitem', { name: new RegExp(name) })).toBeVisible();
      await expect(count(page, 'new')).toHaveText('1');
      await expect(count(page, 'inProgress')).toHaveText('0');

      // The mouse: drag the card onto «В работе».
      await card(page, name).dragTo(column(page, 'inProgress'));
      await expect(page.getByText('Статус изменён')).toBeVisible();
      await expect(
        column(page, 'inProgress').getByRole('listitem', { name: new RegExp(name) }),
      ).toBeVisible();
      await expect(count(page, 'new')).toHaveText('0');
      await expect(count(page, 'inProgress')).toHaveText('1');

      // The keyboard: pick it up, two columns right («Оплачена»), drop.
      await page.reload();
      await expect(page).toHaveURL(/view=board/);
      await expect(count(page, 'inProgress')).toHaveText('1', loaded);
      await card(page, name).focus();
      await page.keyboard.press('Space');
      const live = page.getByRole('status').filter({ hasText: 'Карточка взята' });
      await expect(live).toContainText(`Карточка взята: ${name}. Стрелки влево/вправо — выбрать колонку`);
      await page.keyboard.press('ArrowRight');
      await expect(column(page, 'rejection')).toHaveAttribute('data-drop-target', 'true');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('status').filter({ hasText: 'перемещена в колонку «Оплачена»' }),
      ).toBeAttached();
      await expect(count(page, 'paid')).toHaveText('1');
      await expect(count(page, 'inProgress')).toHaveText('0');
      // The focus stays with the moved card.
      await expect(card(page, name)).toBeFocused();

      // The table of the same filters agrees.
      await page.getByRole('button', { name: 'Таблица', exact: true }).click();
      await expect(page).not.toHaveURL(/view=board/);
      await expect(page.locator('tbody tr').first()).toContainText('Оплачена');
    },
  );

  test('просроченная заявка помечена «Просрочена» в канбане', async ({ page }) => {
    await signIn(page, DEMO.admin);
    // The demo data has overdue applications in every queue.
    await page.goto(`${QUEUE}?view=board&overdue=true`);
    const overdueCard = column(page, 'new').getByRole('listitem').first();
    await expect(overdueCard).toBeVisible(loaded);
    await expect(overdueCard.getByText('Просрочена')).toBeVisible();
    await expect(count(page, 'new')).not.toHaveText('0');
  });

  test(
    'заявка с сайта появляется в открытом канбане без перезагрузки',
    scaled('an application sent to one instance reaches a board polling the other'),
    async ({ page }) => {
      const name = uniqueName('Пульсова');
      await login(page, DEMO.admin);
      await openBoard(page, name);
      await expect(count(page, 'new')).toHaveText('0', loaded);
      await expect(column(page, 'new').getByText('Заявок нет')).toBeVisible();
      let reloaded = false;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });

      await sendApplication(page.request, name);
      // Within a poll interval (and the refetch after it), on a busy machine with some slack.
      await expect(card(page, name)).toBeVisible({ timeout: PULSE_MS * 4 });
      await expect(count(page, 'new')).toHaveText('1');
      expect(reloaded, 'страница не перезагружалась').toBe(false);
    },
  );
});

const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const SHOTS: { file: string; theme: Theme; viewport: { width: number; height: number } }[] = [
  { file: 'applications-board', theme: 'light', viewport: { width: 1366, height: 860 } },
  { file: 'dark-applications-board', theme: 'dark', viewport: { width: 1366, height: 860 } },
  { file: 'phone-applications-board', theme: 'light', viewport: { width: 390, height: 844 } },
];

for (const { file, theme, viewport } of SHOTS) {
  scanTest(`Скриншот канбана: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('admin', theme);
    await page.goto('/applications-for-training?view=board');
    await expect(column(page, 'new').getByRole('listitem').first()).toBeVisible(loaded);
    await settle(page, theme);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}
