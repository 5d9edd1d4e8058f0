import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { still } from './support/a11y';
import { scaled } from './support/scaled';
import { DEMO, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

/**
 * «Экспорт» of a list past the server's streaming limit (EXPORT_STREAM_MAX_ROWS is 100 for the journeys):
 * a background task followed in a dialog, then «Скачать». Screenshots of the dialog running and done go to
 * test-results/screenshots (docs/screenshots with UPDATE_SCREENSHOTS=1), as screenshots.spec.ts.
 */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

async function shot(page: Page, name: string) {
  await still(page); // fonts loaded, no ripple, dialog or menu moving
  await page.screenshot({ path: join(DIR, `${name}.png`) });
}

test(
  'экспорт 300 учеников идёт задачей: прогресс, «Скачать», users.csv со всеми строками',
  scaled(
    'a background task: queued by one instance, run by a job worker of either, polled through both, its file in S3',
  ),
  async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/users');
    await expect(page.locator('tbody .app-status-tag').first()).toBeVisible();

    // The real job finishes within a poll or two; hold its first polls at «running» to see the bar.
    let held = 0;
    await page.route(/\/api\/tasks\/\d+$/, async (route) => {
      const response = await route.fetch();
      const task = await response.json();
      if (held < 3 && task.status !== 'failed') {
        held += 1;
        await route.fulfill({
          response,
          json: { ...task, status: 'running', total: 300, done: 120, file: null, finishedAt: null },
        });
        return;
      }
      await route.fulfill({ response });
    });

    await page.getByRole('button', { name: 'Экспорт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Экспорт' });
    await expect(dialog.getByText('Обработано 120 из 300')).toBeVisible({ timeout: 20_000 });
    await shot(page, 'export-task-running');

    await expect(dialog.getByText(/^users\.csv, /)).toBeVisible({ timeout: 20_000 });
    await shot(page, 'export-task-done');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Скачать' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.length - 1).toBeGreaterThan(100);

    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();

    // «Мои задачи» in the topbar keeps the file at hand after the dialog is closed.
    await page.unroute(/\/api\/tasks\/\d+$/);
    await page.getByRole('button', { name: 'Мои задачи' }).click();
    const panel = page.locator('.my-tasks-panel');
    await expect(panel.getByText(/^users\.csv, /).first()).toBeVisible();
    await shot(page, 'my-tasks');
  },
);
