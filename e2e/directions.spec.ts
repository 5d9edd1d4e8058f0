import { toast, unique } from './support/courses';
import { scaled } from './support/scaled';
import { confirmDialog, DEMO, signIn } from './support/session';
import { expect, test } from './support/test';

test.describe('Направления', () => {
  test(
    'создание, правка и удаление направления; занятое курсами не удаляется',
    scaled(
      'created, renamed and deleted on the primary, the list read right after each step; «Отменить» may reach the other instance than the delete did',
    ),
    async ({ page }) => {
      const name = unique('Направление e2e');
      await signIn(page, DEMO.admin);
      await page.goto('/directions');
      await expect(page.getByRole('heading', { name: 'Направления' })).toBeVisible();

      await page.getByRole('button', { name: 'Добавить направление' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Новое направление' });
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(dialog.getByText('Поле обязательно')).toBeVisible();
      await dialog.getByLabel('Название').fill(name);
      await dialog.getByLabel('Описание').fill('Курсы для проверки браузерных тестов');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(toast(page)).toContainText('Направление добавлено');

      await page.getByRole('searchbox', { name: 'Поиск' }).fill(name);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toBeVisible();
      await expect(page).toHaveURL(/search=/);
      await row.getByRole('button', { name: `Удалить: ${name}` }).click();
      await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
      await expect(toast(page)).toContainText('Направление удалено');
      await expect(page.getByText('Ничего не найдено')).toBeVisible();

      // «Отменить» within its 10 seconds: the direction is back as it was (issue 32).
      const undo = page.locator('.p-toast-message').filter({ hasText: 'Направление удалено' });
      await expect(undo.getByText(/^\d+ с$/)).toBeVisible();
      await undo.getByRole('button', { name: 'Отменить' }).click();
      await expect(toast(page)).toContainText('Действие отменено');
      await expect(row).toBeVisible();

      await row.getByRole('button', { name: `Удалить: ${name}` }).click();
      await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
      await expect(page.getByText('Ничего не найдено')).toBeVisible();

      // A seeded direction has courses: the server's Russian 409 message is shown.
      await page.goto('/directions?sort=coursesCount%3Adesc');
      const busy = page.locator('tbody tr').first();
      await busy.getByRole('button', { name: /^Удалить:/ }).click();
      await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
      await expect(toast(page)).toContainText('Нельзя удалить направление');
    },
  );

  test('порядок направлений меняется стрелками и сохраняется', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/directions');
    const names = page.locator('tbody tr .font-semibold');
    await expect(names.first()).toBeVisible();
    const before = await names.allInnerTexts();
    await page.getByRole('button', { name: `Переместить ниже: ${before[0]}` }).click();
    await expect(toast(page)).toContainText('Порядок сохранён');
    await page.reload();
    await expect(names.nth(1)).toHaveText(before[0]!);
    await expect(names.nth(0)).toHaveText(before[1]!);
    // Put it back, so the demo order stays for the screenshots.
    await page.getByRole('button', { name: `Переместить ниже: ${before[1]}` }).click();
    await expect(toast(page)).toContainText('Порядок сохранён');
  });
});
