import { pickOption } from './support/courses';
import { createStudent, uniquePerson } from './support/people';
import { DEMO, signIn } from './support/session';
import { expect, test } from './support/test';

test.describe('Журнал действий', () => {
  test('администратор находит создание ученика с полями «было → стало» и переходит к записи; куратору журнал закрыт', async ({
    page,
  }) => {
    const person = uniquePerson('Журнал');
    await signIn(page, DEMO.admin);
    await createStudent(page, person);
    const studentPath = new URL(page.url()).pathname;

    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'Журнал действий' })).toBeVisible();
    await pickOption(page, 'Раздел: все', 'Ученики');
    await pickOption(page, 'Действие: все', 'Создание');
    await expect(page).toHaveURL(/section=student/);
    await expect(page).toHaveURL(/verb=create/);
    const row = page.getByRole('row', { name: new RegExp(person.email) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Ученики · Создание');
    await expect(row).toContainText('Морозов Алексей');
    await expect(row.getByText('Фамилия', { exact: true })).toBeVisible();
    // A creation lists what the record got (no «— →»).
    await expect(row.locator('dd', { hasText: person.lastName })).toBeVisible();
    await expect(row.locator('del')).toHaveCount(0);

    await row.getByRole('link', { name: /Ученики №\d+/ }).click();
    await expect(page).toHaveURL(studentPath);
    await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();

    // A student's card opens the log on that student's events.
    await page.getByRole('link', { name: 'Журнал действий' }).last().click();
    await expect(page).toHaveURL(/\/audit\?section=student&entityId=\d+/);
    await expect(page.getByRole('button', { name: /Показать события всех записей/ })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(person.email) })).toBeVisible();

    await signIn(page, DEMO.curator);
    await page.goto('/audit');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  });
});
