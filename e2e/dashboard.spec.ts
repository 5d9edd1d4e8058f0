import { uniquePerson } from './support/people';
import { apiSession, DEMO, fillLogin, sidebar, signIn } from './support/session';
import { expect, test } from './support/test';

/** «Главная» (issue 31): its cards open the lists they count; a person may make it their start page. */

test('администратор: карточка «Главной» открывает платежи с тем же числом, фильтр «Созданы до» снимается', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/');
  // The spec's landing stays «Мои курсы» until the person chooses otherwise.
  await expect(page).toHaveURL(/\/profile\/courses$/);
  await sidebar(page).getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Что ждёт внимания' });
  const stale = waiting.getByRole('link', { name: /Попытки покупки дольше 24 ч/ });
  const count = (await stale.locator('.figure-card__value').innerText()).replace(/\s/g, '');

  await stale.click();
  await expect(page).toHaveURL(/\/sales\?status=new&createdBefore=/);
  const totals = page.locator('.app-sales-totals__tile', { hasText: 'Платежей' });
  await expect.poll(async () => (await totals.locator('dd').innerText()).replace(/\s/g, '')).toBe(count);
  const chip = page.getByRole('button', { name: /^Убрать фильтр «Созданы до/ });
  await chip.click();
  await expect(page).not.toHaveURL(/createdBefore/);
  await expect(chip).toHaveCount(0);
});

test('новый куратор делает «Главную» стартовой: после входа открывается она, со своими карточками', async ({
  page,
}) => {
  const admin = await apiSession(page.request, DEMO.admin);
  const person = uniquePerson('Стартова');
  const created = await page.request.post('/api/admins', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: {
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      role: 'curator',
      password: DEMO.password,
    },
  });
  expect(created.status()).toBe(201);

  await fillLogin(page, person.email, DEMO.password);
  await expect(page).toHaveURL(/\/profile\/courses$/);
  await page.goto('/profile/settings');
  const startPage = page.getByRole('group', { name: 'Стартовая страница' });
  await startPage.getByRole('button', { name: 'Главная' }).click();
  await expect(page.getByText('Стартовая страница сохранена')).toBeVisible();

  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await fillLogin(page, person.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Ваши курсы, вопросы, заявки и деньги.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ваши деньги' }).getByRole('link')).toHaveCount(3);
});
