import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { scanTheme, settle, type Theme } from './a11y';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });
// What waits on the server: generous, the machine may be busy.
const loaded = { timeout: 30_000 };

/**
 * The background tasks' overlays (issue 14), which no route shows at rest: the bulk bar, its question naming
 * the count, the task dialog running («Обработано N из M») and done (the outcome; «Скачать» of an export),
 * and the topbar's «Мои задачи». Nothing in the demo data changes: «Разблокировать» of active students
 * finds nothing to do, and an export only writes a file.
 */
export async function scanTaskOverlays(page: Page, theme: Theme): Promise<void> {
  const scan = async (name: string, selector: string) => {
    await expect(page.locator(selector).first()).toBeVisible();
    await settle(page, theme);
    await scanTheme(page, theme, `фоновые задачи, ${name}`, selector);
  };

  // Polls of a task answer «running, 120 of 300» while `holding`, so the bar can be scanned.
  let holding = true;
  await page.route(/\/api\/tasks\/\d+$/, async (route) => {
    const response = await route.fetch();
    if (!holding) return route.fulfill({ response });
    const task = await response.json();
    await route.fulfill({
      response,
      json: { ...task, status: 'running', total: 300, done: 120, file: null, finishedAt: null },
    });
  });

  await page.goto('/users?status=1');
  await expect(page.locator('tbody .app-status-tag').first()).toBeVisible(loaded);
  // The whole page (all active): the bar also offers «Выбрать все N, подходящие под фильтр».
  await page.locator('thead input[type="checkbox"]').check();
  const bar = page.getByRole('region', { name: 'Действия с выбранными строками' });
  await expect(bar.getByRole('button', { name: /^Выбрать все/ })).toBeVisible();
  await scan('панель действий с выбранными', '.app-bulk-bar');
  // To look at the bar's colours in each theme (test-results/screenshots).
  await page.screenshot({ path: join(SHOTS, `a11y-bulk-bar-${theme}.png`) });
  await bar.getByRole('button', { name: 'Разблокировать' }).click();
  await expect(page.locator('.p-confirm-dialog')).toContainText('Разблокировать 15 пользователей?');
  await scan('вопрос «Разблокировать»', '.p-confirm-dialog');
  await page.locator('.p-confirm-dialog').getByRole('button', { name: 'Да' }).click();

  const unblock = page.getByRole('dialog', { name: 'Разблокировка пользователей' });
  await expect(unblock).toContainText('Обработано 120 из 300', loaded);
  await scan('задача идёт', '.p-dialog');
  holding = false;
  await expect(unblock).toContainText('Изменено: 0. Без изменений: 15', loaded);
  await scan('итог задачи', '.p-dialog');
  await unblock.locator('.p-dialog-footer').getByRole('button', { name: 'Закрыть' }).click();
  await expect(unblock).toBeHidden();

  // 290 active demo students: past the journeys' streaming limit (100), so the export is a task.
  await page.getByRole('button', { name: 'Экспорт' }).click();
  const exported = page.getByRole('dialog', { name: 'Экспорт' });
  await expect(exported.getByRole('button', { name: 'Скачать' })).toBeVisible(loaded);
  await scan('экспорт готов, «Скачать»', '.p-dialog');
  await exported.locator('.p-dialog-footer').getByRole('button', { name: 'Закрыть' }).click();
  await expect(exported).toBeHidden();

  await page.getByRole('button', { name: 'Мои задачи' }).click();
  const panel = page.locator('.my-tasks-panel');
  await expect(panel.getByText(/^users\.csv, /).first()).toBeVisible(loaded);
  await scan('панель «Мои задачи»', '.my-tasks-panel');
  await page.unroute(/\/api\/tasks\/\d+$/);
}
