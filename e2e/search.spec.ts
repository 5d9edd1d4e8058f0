import { apiSession, DEMO, signIn } from './support/session';
import { expect, test } from './support/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('Глобальный поиск', () => {
  test('Ctrl+K: ученик по имени и фамилии в любом порядке, стрелки и Enter открывают карточку, «Показать все» — список', async ({
    page,
  }) => {
    const { token } = await apiSession(page.request, DEMO.admin);
    const students = await page.request.get('/api/students?take=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [student] = (await students.json()).items as { id: number; firstName: string; lastName: string }[];
    if (!student) throw new Error('no demo student');
    const title = `${student.lastName} ${student.firstName}`;

    await signIn(page, DEMO.admin);
    await page.goto('/profile/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Что найти' });
    await box.fill(`${student.firstName} ${student.lastName}`);
    const option = page.getByRole('option', { name: new RegExp(`^${title}`) }).first();
    await expect(option).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(page.getByText(title).first()).toBeVisible();

    // The record opened is among the recent ones; «Показать все» opens the list with the query.
    await page.getByRole('button', { name: 'Поиск (Ctrl+K)' }).click();
    await expect(page.getByText('Недавние')).toBeVisible();
    await box.fill(title);
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('option', { name: /^Показать все: Ученики/ }).click();
    await expect(page).toHaveURL(/\/users\?search=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe(title);
    await expect(page.locator('tbody').getByText(title).first()).toBeVisible();
  });
  test('платёж по номеру открывает его карточку, услуга по названию — вкладку владельца', async ({
    page,
  }) => {
    const { token } = await apiSession(page.request, DEMO.admin);
    const headers = { authorization: `Bearer ${token}` };
    const [payment] = (await (await page.request.get('/api/payments?take=1', { headers })).json()).items as {
      id: number;
    }[];
    const [service] = (await (await page.request.get('/api/services?take=1', { headers })).json()).items as {
      name: string;
    }[];
    if (!payment || !service) throw new Error('no demo payment or service');

    await signIn(page, DEMO.admin);
    await page.goto('/profile/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Что найти' });
    await box.fill(`№ ${payment.id}`);
    await expect(page.getByRole('option', { name: new RegExp(`^№ ${payment.id} ·`) }).first()).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    await page
      .getByRole('option', { name: new RegExp(`^№ ${payment.id} ·`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/sales/${payment.id}$`));
    await expect(page.getByRole('dialog', { name: `Платёж №${payment.id}` })).toBeVisible();

    // The payment's card is a dialog over the list: closed first, then the search again.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: `Платёж №${payment.id}` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Поиск (Ctrl+K)' }).click();
    await box.fill(service.name);
    await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
    // Its own group's option starts with its name (an application for it shows the name further on).
    const startsWithName = new RegExp(`^${escapeRegExp(service.name)}`);
    await page.getByRole('option', { name: startsWithName }).first().click();
    await expect(page).toHaveURL(/\/(admins\/\d+|profile)\/services/);
  });
});
