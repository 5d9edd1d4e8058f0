import { toast, unique } from './support/courses';
import { apiSession, confirmDialog, DEMO, sidebar, signIn } from './support/session';
import { expect, test } from './support/test';

/** «Корзина» (issue 32, item 4): what was deleted waits 30 days and comes back with a click. */
test.describe('Корзина', () => {
  test('удалённое направление ждёт в корзине и восстанавливается; навсегда удаляет только суперадмин', async ({
    page,
    request,
  }) => {
    const name = unique('Направление в корзину');
    // Created and deleted through the API: the delete with its toast is directions.spec.ts's.
    const { token } = await apiSession(request, DEMO.admin);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post('/api/directions', { data: { name }, headers });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await request.delete(`/api/directions/${id}`, { headers })).status()).toBe(200);
    await signIn(page, DEMO.admin);
    await page.goto('/profile/courses');
    const row = page.getByRole('row', { name: new RegExp(name) });

    await sidebar(page).getByRole('button', { name: 'Настройки', exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'Корзина' }).click();
    await expect(page.getByRole('heading', { name: 'Корзина', level: 1 })).toBeVisible();
    const kept = page.getByRole('row', { name: new RegExp(name) });
    await expect(kept).toContainText('Направления');
    await expect(kept).toContainText('Морозов Алексей');
    await expect(kept).toContainText('через 30 дней');
    // An admin restores; only a super-admin purges.
    await expect(kept.getByRole('button', { name: `Удалить навсегда: ${name}` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Раздел: все', exact: true }).click();
    await page.getByRole('option', { name: 'Направления' }).click();
    await expect(page).toHaveURL(/section=direction/);
    await kept.getByRole('button', { name: `Восстановить: ${name}` }).click();
    await expect(toast(page)).toContainText(`«${name}» снова в разделе «Направления»`);
    await expect(kept).toHaveCount(0);
    await toast(page).getByRole('button', { name: 'Открыть' }).click();
    await expect(page).toHaveURL(/\/directions$/);

    await page.goto(`/directions?search=${encodeURIComponent(name)}`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Удалить: ${name}` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
    await expect(page.getByText('Ничего не найдено')).toBeVisible();

    await signIn(page, DEMO.superAdmin);
    await page.goto('/trash?section=direction');
    await kept.getByRole('button', { name: `Удалить навсегда: ${name}` }).click();
    await expect(confirmDialog(page)).toContainText('Восстановить её будет нельзя');
    await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
    await expect(toast(page)).toContainText('Запись удалена навсегда');
    await expect(kept).toHaveCount(0);
  });
});
