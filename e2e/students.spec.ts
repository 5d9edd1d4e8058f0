import { expectNoSeriousViolations } from './support/a11y';
import { toast } from './support/courses';
import { createStudent, dayLabel, dayText, type Person, uniquePerson } from './support/people';
import { scaled } from './support/scaled';
import { apiSession, confirmDialog, DEMO, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

/** The «Данные пользователя» value under a label of the student card. */
function fact(page: Page, label: string) {
  return page.locator('.app-student-facts > div').filter({ has: page.getByText(label, { exact: true }) });
}

/** The «Подписка» card of /users/:id. */
function subscriptionCard(page: Page) {
  return page
    .locator('section.card')
    .filter({ has: page.getByRole('heading', { name: 'Подписка', exact: true }) });
}

function crumbs(page: Page) {
  return page.getByRole('navigation', { name: 'Навигационная цепочка' });
}

/** Types `dd.mm.yyyy` (today + `offset` days) into «Действует до» and presses «Назначить». */
async function giveSubscription(page: Page, offset: number): Promise<void> {
  const until = page.getByLabel('Действует до');
  await until.fill(dayText(offset));
  await page.keyboard.press('Escape');
  await expect(until).toHaveValue(dayText(offset));
  await subscriptionCard(page).getByRole('button', { name: 'Назначить' }).click();
  await expect(toast(page)).toContainText('Подписка назначена');
}

/** /users, searched by the student's e-mail. */
async function searchList(page: Page, person: Person): Promise<void> {
  await page.goto('/users');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(person.email);
  await expect(page).toHaveURL(/search=/);
}

test.describe('Карточка ученика', () => {
  test(
    'изменение телефона и фамилии видно в карточке и в списке',
    scaled('the card is written on the primary and the list read right after from the replica'),
    async ({ page }) => {
      const student = uniquePerson('Правка');
      const renamed = { ...student, lastName: `${student.lastName}ова`, name: '' };
      renamed.name = `${renamed.lastName} ${renamed.firstName}`;
      await signIn(page, DEMO.admin);
      await createStudent(page, student);
      await expect(fact(page, 'Телефон')).toContainText('+7 999 123-45-67');

      await page.getByRole('button', { name: 'Изменить', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Изменить пользователя' });
      await expect(dialog.getByLabel('E-mail')).toHaveValue(student.email);
      await dialog.getByLabel('Фамилия').fill(renamed.lastName);
      await dialog.getByLabel('Телефон').fill('+7 912 555-44-33');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(toast(page)).toContainText('Пользователь обновлён');
      await expect(dialog).toBeHidden();

      await expect(page.getByRole('heading', { level: 1, name: renamed.name })).toBeVisible();
      await expect(fact(page, 'Телефон')).toContainText('+7 912 555-44-33');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: renamed.name })).toBeVisible();
      await expect(crumbs(page)).toContainText(renamed.name);
      await expect(fact(page, 'Телефон')).toContainText('+7 912 555-44-33');

      await searchList(page, student);
      const row = page.getByRole('row', { name: new RegExp(student.email) });
      await expect(row.getByRole('link', { name: renamed.name, exact: true })).toBeVisible();
      await expect(row).toContainText('+7 912 555-44-33');
      await expect(row).not.toContainText('+7 999 123-45-67');
    },
  );

  test('своя подписка до даты, досрочное завершение', async ({ page }) => {
    const student = uniquePerson('Подписка');
    await signIn(page, DEMO.admin);
    await createStudent(page, student);
    const card = subscriptionCard(page);
    await expect(card.locator('.app-status-tag')).toHaveText('Неактивна');
    await expect(card.getByRole('button', { name: 'Завершить подписку' })).toBeHidden();

    await giveSubscription(page, 30);
    await expect(card.locator('.app-status-tag')).toHaveText('Активна');
    // The exact day is checked by the «известная ошибка» test below.
    await expect(card).toContainText(/до \d{1,2} \S+ \d{4}/);
    await expect(fact(page, 'Подписка')).toContainText('Активна');
    await expect(page.getByLabel('Действует до')).toHaveValue('');

    await card.getByRole('button', { name: 'Завершить подписку' }).click();
    const confirm = confirmDialog(page);
    await expect(confirm).toContainText('Завершить свою подписку пользователя сейчас?');
    await confirm.getByRole('button', { name: 'Да' }).click();
    await expect(toast(page)).toContainText('Подписка завершена');
    await expect(card.locator('.app-status-tag')).toHaveText('Завершена');
    await expect(card).toContainText(`закончилась ${dayLabel(0)}`);
    await expect(card.getByRole('button', { name: 'Завершить подписку' })).toBeHidden();

    await searchList(page, student);
    const row = page.getByRole('row', { name: new RegExp(student.email) });
    await expect(row.locator('.app-status-tag').nth(1)).toHaveText('Завершена');
  });

  test('удаление с подтверждением: ученика больше нет в списке, «Отменить» возвращает его', async ({
    page,
  }) => {
    const student = uniquePerson('Удаление');
    await signIn(page, DEMO.admin);
    await createStudent(page, student);

    await page.getByRole('button', { name: 'Удалить', exact: true }).click();
    const confirm = confirmDialog(page);
    await expect(confirm).toContainText(
      `Удалить пользователя «${student.name}» вместе с доступами и подписками?`,
    );
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: student.name })).toBeVisible();

    await page.getByRole('button', { name: 'Удалить', exact: true }).click();
    await confirm.getByRole('button', { name: 'Да' }).click();
    await expect(toast(page)).toContainText('Пользователь удалён');
    await expect(page).toHaveURL(/\/users$/);

    await page.getByRole('searchbox', { name: 'Поиск' }).fill(student.email);
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(student.email) })).toHaveCount(0);

    // «Отменить» within its 10 seconds: the student is back, found by the same search (issue 32).
    const undo = page.locator('.p-toast-message').filter({ hasText: 'Пользователь удалён' });
    // The sticky toast with its countdown passes axe too (the routes' scan never shows one).
    await expectNoSeriousViolations(page, 'тост «Отменить»', '.p-toast');
    await undo.getByRole('button', { name: 'Отменить' }).click();
    await expect(toast(page)).toContainText('Действие отменено');
    await expect(page.getByRole('row', { name: new RegExp(student.email) })).toBeVisible();
  });

  test('крошки показывают новое имя сразу после правки', async ({ page }) => {
    const student = uniquePerson('Крошки');
    const lastName = `${student.lastName}ова`;
    await signIn(page, DEMO.admin);
    await createStudent(page, student);
    await page.getByRole('button', { name: 'Изменить', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Изменить пользователя' });
    await dialog.getByLabel('Фамилия').fill(lastName);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page)).toContainText('Пользователь обновлён');
    await expect(page.getByRole('heading', { level: 1, name: `${lastName} Тест` })).toBeVisible();
    await expect(crumbs(page)).toContainText(`${lastName} Тест`, { timeout: 3_000 });
  });

  test('подписка «до» показывает выбранный день', async ({ page }) => {
    const student = uniquePerson('ДатаПодписки');
    await signIn(page, DEMO.admin);
    await createStudent(page, student);
    await giveSubscription(page, 30);
    await expect(subscriptionCard(page)).toContainText(`до ${dayLabel(30)}`, { timeout: 3_000 });
  });
});

test.describe('История ученика', () => {
  test('вкладка «История»: события по дням, фильтр по типу в адресе, переход к записи', async ({ page }) => {
    const { token } = await apiSession(page.request, DEMO.admin);
    const headers = { authorization: `Bearer ${token}` };
    const person = uniquePerson('История');
    const created = await page.request.post('/api/students', {
      headers,
      data: { email: person.email, firstName: person.firstName, lastName: person.lastName },
    });
    const { id } = (await created.json()) as { id: number };
    const courses = await page.request.get('/api/courses?take=1', { headers });
    const [course] = ((await courses.json()) as { items: { id: number; name: string }[] }).items;
    expect(
      (
        await page.request.post(`/api/students/${id}/access-course`, {
          headers,
          data: { courseId: course?.id },
        })
      ).status(),
    ).toBe(201);

    await signIn(page, DEMO.admin);
    await page.goto(`/users/${id}`);
    await page.getByRole('link', { name: 'История', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${id}/history$`));
    const access = page.getByRole('link', { name: `Открыт доступ к курсу «${course?.name}»` });
    await expect(access).toBeVisible();
    const signUp = page.locator('.app-timeline__title').getByText('Регистрация', { exact: true });
    await expect(signUp).toBeVisible();

    await page.getByRole('button', { name: 'Доступ к курсам' }).click();
    await expect(page).toHaveURL(/types=access/);
    await expect(page.getByRole('button', { name: 'Доступ к курсам' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(signUp).toBeHidden();
    await access.click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course?.id}$`));
  });
});

test.describe('Поиск пользователей', () => {
  test('«Фамилия Имя», как в списке, находит ученика; два символа — подсказка, а не весь список', async ({
    page,
  }) => {
    const student = uniquePerson('Поиск');
    await signIn(page, DEMO.admin);
    await createStudent(page, student);
    await page.goto('/users');
    const search = page.getByRole('searchbox', { name: 'Поиск' });

    await search.fill(`${student.lastName} ${student.firstName}`);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('link', { name: student.name, exact: true })).toBeVisible();

    // Not sent to the server (which would answer 400): one hint, no error toast saying the same.
    await search.fill('Ив');
    await expect(page.getByText('Введите не меньше 3 символов')).toBeVisible();
    await expect(page.getByText('Запрос слишком короткий')).toBeVisible();
    await expect(page.getByRole('link', { name: student.name, exact: true })).toBeHidden();

    await search.fill(`${student.firstName} ${student.lastName}`);
    await expect(page.getByText('Введите не меньше 3 символов')).toBeHidden();
    await expect(page.getByRole('link', { name: student.name, exact: true })).toBeVisible();
  });
});
