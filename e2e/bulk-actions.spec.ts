import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { listRows } from './support/lists';
import { scaled } from './support/scaled';
import { apiSession, confirmDialog, DEMO, signIn } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * Bulk actions (issue 14): tick rows, or take «all N matching the filter», start the action, follow its
 * task in the dialog («Изменено: N») and see the list refreshed. Each test makes its own rows with a word
 * nobody else has and searches for it. Pictures of the bar and the dialogs go to test-results/screenshots.
 */

test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };
const SHOTS = join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });
const stamp = () => Date.now().toString(36);

async function adminHeaders(request: APIRequestContext) {
  const { token } = await apiSession(request, DEMO.admin);
  return { authorization: `Bearer ${token}` };
}

const bar = (page: Page) => page.getByRole('region', { name: 'Действия с выбранными строками' });
const rowOf = (page: Page, text: string) => listRows(page).filter({ hasText: text });
const tickPage = (page: Page) => page.getByRole('checkbox', { name: 'Выбрать все строки страницы' }).check();
const tick = (page: Page, text: string) => rowOf(page, text).locator('input[type="checkbox"]').check();

test(
  'блокировка двух выбранных пользователей и их разблокировка: задачи, итоги, статусы в списке',
  scaled('bulk tasks run by the job workers; the statuses are read from the replica right after'),
  async ({ page }) => {
    const word = `Массова${stamp()}`;
    const headers = await adminHeaders(page.request);
    const names = ['Анна', 'Борис', 'Вера'];
    for (const [index, firstName] of names.entries()) {
      const created = await page.request.post('/api/students', {
        headers,
        data: { email: `bulk-${word.toLowerCase()}-${index}@example.com`, firstName, lastName: word },
      });
      expect(created.status()).toBe(201);
    }
    await signIn(page, DEMO.admin);
    await page.goto(`/users?search=${encodeURIComponent(word)}`);
    await expect(page.locator('tbody tr')).toHaveCount(3, loaded);

    await tick(page, 'Анна');
    await tick(page, 'Борис');
    await expect(bar(page)).toContainText('Выбрано: 2');
    await page.screenshot({ path: join(SHOTS, 'bulk-students-bar.png') });
    await bar(page).getByRole('button', { name: 'Заблокировать' }).click();
    await expect(confirmDialog(page)).toContainText('Заблокировать 2 пользователей?');
    await confirmDialog(page).getByRole('button', { name: 'Да' }).click();

    const dialog = page.getByRole('dialog', { name: 'Блокировка пользователей' });
    await expect(dialog).toContainText('Изменено: 2. Без изменений: 0', loaded);
    await page.screenshot({ path: join(SHOTS, 'bulk-students-done.png') });
    await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Закрыть' }).click();

    await expect(rowOf(page, 'Анна')).toContainText('Заблокирован', loaded);
    await expect(rowOf(page, 'Борис')).toContainText('Заблокирован');
    await expect(rowOf(page, 'Вера')).not.toContainText('Заблокирован');
    await expect(bar(page)).toBeHidden();

    // «Разблокировать» the two just blocked: asked naming the count, its own task, the tags back to «Активен».
    await tick(page, 'Анна');
    await tick(page, 'Борис');
    await expect(bar(page).getByRole('button')).toContainText([
      'Снять выделение',
      'Заблокировать',
      'Разблокировать',
      'Открыть доступ к курсу',
    ]);
    await page.screenshot({ path: join(SHOTS, 'bulk-students-bar-three.png') });
    await bar(page).getByRole('button', { name: 'Разблокировать' }).click();
    await expect(confirmDialog(page)).toContainText(
      'Разблокировать 2 пользователей? Они снова смогут войти.',
    );
    await page.screenshot({ path: join(SHOTS, 'bulk-students-unblock-confirm.png') });
    await confirmDialog(page).getByRole('button', { name: 'Да' }).click();

    const unblocked = page.getByRole('dialog', { name: 'Разблокировка пользователей' });
    await expect(unblocked).toContainText('Изменено: 2. Без изменений: 0', loaded);
    await unblocked.locator('.p-dialog-footer').getByRole('button', { name: 'Закрыть' }).click();
    for (const name of names) {
      await expect(rowOf(page, name).getByText('Активен', { exact: true })).toBeVisible(loaded);
      await expect(rowOf(page, name)).not.toContainText('Заблокирован');
    }
    await expect(bar(page)).toBeHidden();

    // All three blocked, then «Отменить» on the toast within its seconds: all active again (issue 32).
    await tickPage(page);
    await bar(page).getByRole('button', { name: 'Заблокировать' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
    const blocked = page.getByRole('dialog', { name: 'Блокировка пользователей' });
    await expect(blocked).toContainText('Изменено: 3. Без изменений: 0', loaded);
    const undo = page.locator('.p-toast-message').filter({ hasText: 'Изменено: 3' });
    await expect(undo).toContainText('Не отменится: завершённые сеансы заблокированных');
    await undo.getByRole('button', { name: 'Отменить' }).click();
    await expect(page.locator('.p-toast')).toContainText('Действие отменено', loaded);
    await blocked.locator('.p-dialog-footer').getByRole('button', { name: 'Закрыть' }).click();
    for (const name of names) {
      await expect(rowOf(page, name).getByText('Активен', { exact: true })).toBeVisible(loaded);
    }
  },
);

test('«Разблокировать» на телефоне: три действия в панели и вопрос с числом', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const word = `Телефон${stamp()}`;
  const headers = await adminHeaders(page.request);
  const created = await page.request.post('/api/students', {
    headers,
    data: { email: `bulk-${word.toLowerCase()}@example.com`, firstName: 'Анна', lastName: word },
  });
  expect(created.status()).toBe(201);
  await signIn(page, DEMO.admin);
  await page.goto(`/users?search=${encodeURIComponent(word)}`);
  await expect(listRows(page)).toHaveCount(1, loaded);
  await tick(page, 'Анна');
  await expect(bar(page).getByRole('button', { name: 'Разблокировать' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'bulk-phone-bar-three.png') });
  await bar(page).getByRole('button', { name: 'Разблокировать' }).click();
  await expect(confirmDialog(page)).toContainText('Разблокировать 1 пользователя?');
  await page.screenshot({ path: join(SHOTS, 'bulk-phone-unblock-confirm.png') });
  const box = await confirmDialog(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await confirmDialog(page).getByRole('button', { name: 'Отмена' }).click();
  await expect(confirmDialog(page)).toBeHidden();
});

test('смена статуса всех заявок, найденных поиском («Выбрать все N»)', async ({ page }) => {
  const word = `Пакетна${stamp()}`;
  const headers = await adminHeaders(page.request);
  const courses = await page.request.get('/api/courses?status=3&take=1', { headers });
  const [course] = ((await courses.json()) as { items: { id: number }[] }).items;
  for (const index of [1, 2, 3]) {
    const sent = await page.request.post('/api/public/applications', {
      data: {
        kind: 'training',
        courseId: course!.id,
        name: `${word} Заявитель${index}`,
        email: `bulk-${word.toLowerCase()}-${index}@example.ru`,
        message: 'Хочу на поток',
      },
    });
    expect(sent.status()).toBe(201);
  }
  await signIn(page, DEMO.admin);
  // Two rows a page, so «all matching» is more than the page.
  await page.goto(`/applications-for-training?search=${encodeURIComponent(word)}&rows=2`);
  await expect(page.locator('tbody tr')).toHaveCount(2, loaded);

  await page.locator('thead input[type="checkbox"]').check();
  await expect(bar(page)).toContainText('Выбрано: 2');
  await bar(page).getByRole('button', { name: 'Выбрать все 3, подходящие под фильтр' }).click();
  await expect(bar(page)).toContainText('Выбраны все 3, подходящие под фильтр');
  await page.screenshot({ path: join(SHOTS, 'bulk-applications-bar.png') });

  await bar(page).getByRole('button', { name: 'Сменить статус' }).click();
  const picker = page.getByRole('dialog', { name: 'Сменить статус: 3 заявки' });
  await picker.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'В работе', exact: true }).click();
  await page.screenshot({ path: join(SHOTS, 'bulk-applications-picker.png') });
  await picker.getByRole('button', { name: 'Сменить', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Смена статуса заявок' });
  await expect(dialog).toContainText('Изменено: 3. Без изменений: 0', loaded);
  await page.screenshot({ path: join(SHOTS, 'bulk-applications-done.png') });
  await dialog.locator('.p-dialog-footer').getByRole('button', { name: 'Закрыть' }).click();

  await page.goto(`/applications-for-training?search=${encodeURIComponent(word)}`);
  await expect(page.locator('tbody tr')).toHaveCount(3, loaded);
  for (const row of await page.locator('tbody tr').all()) await expect(row).toContainText('В работе');
});

test('на телефоне панель действий переносится', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin);
  await page.goto('/users');
  await expect(page.locator('.app-list-card').first()).toBeVisible(loaded);
  await tickPage(page);
  await expect(bar(page)).toContainText('Выбрано:');
  await expect(bar(page).getByRole('button', { name: /Выбрать все/ })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'bulk-phone-bar.png') });
  const box = await bar(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
});
