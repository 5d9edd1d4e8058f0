import type { APIRequestContext } from '@playwright/test';
import { pickOption, toast } from './support/courses';
import { apiSession, confirmDialog, DEMO, login, signIn } from './support/session';
import { allowConsole, expect, type Page, test } from './support/test';

/** The shared list table of the page (PrimeReact DataTable with the list's label). */
const listTable = (page: Page) => page.locator('.app-list-table');
const serverError = { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' };
/** What Chromium logs for the 500 these tests answer on purpose. */
const expected500 = /status of 500/;

/**
 * A new student's password letter, so that «Почтовые отправления» has a row on a fresh server too (the demo
 * data sends no mail).
 */
async function queueOneLetter(request: APIRequestContext) {
  const { token } = await apiSession(request, DEMO.admin);
  const created = await request.post('/api/students', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email: `letter-${Date.now()}@example.com`,
      lastName: 'Письмов',
      firstName: 'Тест',
      phone: '+79991234500',
    },
  });
  expect(created.status()).toBe(201);
}

test.describe('Списки: ошибка загрузки', () => {
  test('500 на /users: тост, строка ошибки с «Повторить» вместо вечного скелета, повтор загружает', async ({
    page,
  }) => {
    allowConsole(expected500);
    await login(page, DEMO.admin);
    let failing = true;
    await page.route(/\/api\/students\?/, (route) =>
      failing ? route.fulfill({ status: 500, json: serverError }) : route.continue(),
    );
    await page.goto('/users');
    const table = listTable(page);
    await expect(toast(page)).toContainText('Что-то пошло не так!');
    await expect(table).toContainText('Не удалось загрузить данные');
    await expect(table.locator('.p-skeleton')).toHaveCount(0);

    failing = false;
    await table.getByRole('button', { name: 'Повторить' }).click();
    await expect(table.locator('tbody tr').first()).toContainText('@');
    await expect(table).not.toContainText('Не удалось загрузить данные');
  });

  test('403 на /directions: «Нет доступа» в тосте и «Повторить» в таблице', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.route(/\/api\/directions\?/, (route) =>
      route.fulfill({ status: 403, json: { statusCode: 403, error: 'Forbidden', message: 'Forbidden' } }),
    );
    await page.goto('/directions');
    await expect(toast(page)).toContainText('Нет доступа');
    await expect(listTable(page).getByRole('button', { name: 'Повторить' })).toBeVisible();
  });

  test('тост поверх открытого диалога, а не под его затемнением', async ({ page }) => {
    allowConsole(expected500);
    await login(page, DEMO.admin);
    await page.route(/\/api\/students\?/, (route) => route.fulfill({ status: 500, json: serverError }));
    await page.goto('/users');
    const message = toast(page).locator('.p-toast-message').first();
    await expect(message).toBeVisible();
    // The pointer rests on the toast (PrimeReact keeps it while hovered); the keyboard opens the dialog.
    await message.hover();
    await page.getByRole('button', { name: 'Добавить пользователя' }).first().press('Enter');
    await expect(page.getByRole('dialog', { name: 'Новый пользователь' })).toBeVisible();
    await expect(page.locator('.p-dialog-mask')).toBeVisible();
    const onTop = await message.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  });
});

test.describe('Списки: фильтры и поиск', () => {
  test('«Сбросить фильтры» убирает поиск и фильтры из адреса и возвращает строки', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/courses?status=2&search=zzzz-nothing');
    await expect(listTable(page)).toContainText('Ничего не найдено');
    await page.getByRole('button', { name: 'Сбросить фильтры' }).first().click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(listTable(page).locator('tbody tr a').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сбросить фильтры' })).toHaveCount(0);
  });

  test('крестик в поиске очищает поле и адрес сразу', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admins');
    const search = page.getByRole('searchbox', { name: 'Поиск' });
    await search.fill('admin');
    await expect(page).toHaveURL(/search=admin/);
    await page.getByRole('button', { name: 'Очистить поиск' }).click();
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/\/admins$/);
  });
});

/** The list pages of the admins' menu, each the kit's ListPage. */
const LIST_PATHS = [
  '/users',
  '/admins',
  '/courses',
  '/directions',
  '/sales',
  '/refferal-list',
  '/withdrawals',
  '/mail-outbox',
  '/audit',
  '/applications-for-training',
  '/applications-marketplace',
];

test.describe('Списки от 1024 до 1366 px с открытым меню', () => {
  test('ни один список не прокручивается вбок: узкий прячет столбцы по очереди, «Действия» видны', async ({
    page,
    request,
  }) => {
    test.slow(); // ten pages at two widths
    await queueOneLetter(request);
    await signIn(page, DEMO.admin);
    for (const path of LIST_PATHS) {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(path);
      const table = listTable(page);
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(table.locator('.p-skeleton')).toHaveCount(0);
      // The same page made narrower (the menu stays open): the table adapts without a reload.
      for (const width of [1366, 1024]) {
        await page.setViewportSize({ width, height: 768 });
        await expect(page.locator('.layout-sidebar')).toBeVisible();
        await expect
          .poll(
            () =>
              table.evaluate((element) => {
                const wrapper = element.querySelector('.p-datatable-wrapper')!;
                return wrapper.scrollWidth - wrapper.clientWidth;
              }),
            { message: `${path} at ${width} px` },
          )
          .toBeLessThanOrEqual(1);
        const actions = table.getByRole('columnheader', { name: 'Действия' });
        if ((await actions.count()) > 0) await expect(actions).toBeInViewport({ ratio: 1 });
      }
    }
  });
});

test.describe('Списки на телефоне 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('каждый список — карточки с полями и действиями, страница не шире экрана', async ({
    page,
    request,
  }) => {
    test.slow();
    await queueOneLetter(request);
    await signIn(page, DEMO.admin);
    for (const path of LIST_PATHS) {
      await page.goto(path);
      const card = page.locator('.app-list-card').first();
      await expect(card, path).toBeVisible();
      await expect(card.locator('dt').first(), path).toBeVisible();
      await expect(listTable(page)).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  test('фильтры открываются в панели, кнопка считает заданные, сортировка — списком', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/users');
    await expect(page.locator('.app-list-card').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Статус: все' })).toBeHidden();

    await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Фильтры' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Статус: все', exact: true }).click();
    await page.getByRole('option', { name: 'Заблокирован', exact: true }).click();
    await expect(page).toHaveURL(/status=/);
    await drawer.getByRole('button', { name: 'Показать' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Фильтры. Задано фильтров: 1' })).toBeVisible();
    for (const card of await page.locator('.app-list-card').all())
      await expect(card).toContainText('Заблокирован');

    await page.getByRole('button', { name: 'Сортировка' }).click();
    await page.getByRole('option', { name: 'Пользователь: по возрастанию', exact: true }).click();
    await expect(page).toHaveURL(/sort=lastName%3Aasc|sort=lastName:asc/);
  });
});

test.describe('Длинное имя на телефоне 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('фамилия из 60 букв без пробелов не расширяет страницу: карточка и список', async ({
    page,
    request,
  }) => {
    const { token } = await apiSession(request, DEMO.admin);
    const lastName = `Д${'линнофамильнов'.repeat(5)}`.slice(0, 60);
    const created = await request.post('/api/students', {
      headers: { authorization: `Bearer ${token}` },
      data: { email: `long-${Date.now()}@example.com`, lastName, firstName: 'Тест', phone: '+79991234567' },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await signIn(page, DEMO.admin);
    await page.goto(`/users/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(lastName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`/users?search=${encodeURIComponent(lastName)}`);
    await expect(page.locator('.app-list-cards')).toContainText(lastName);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('Списки: сохранённые виды', () => {
  test('фильтры /users сохраняются видом: на новой загрузке списка чип возвращает их; вид удаляется', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/users');
    await pickOption(page, 'Статус: все', 'Заблокирован');
    await expect(page).toHaveURL(/status=0/);

    const name = `Заблокированные ${Date.now()}`;
    await page.getByRole('button', { name: 'Сохранить вид' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сохранить вид списка' });
    await dialog.getByLabel('Название').fill(name);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page)).toContainText(`Вид «${name}» сохранён`);

    // A new load of the plain list: the view comes from the server, not from the page's memory.
    await page.goto('/users');
    const chips = page.getByRole('list', { name: 'Сохранённые виды' });
    const chip = chips.getByRole('link', { name });
    await expect(chip).not.toHaveAttribute('aria-current', 'page');
    await chip.click();
    await expect(page).toHaveURL(/\/users\?status=0$/);
    await expect(chip).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.p-dropdown-label', { hasText: 'Заблокирован' })).toBeVisible();

    await chips.getByRole('button', { name: `Действия с видом «${name}»` }).click();
    await page.getByRole('menuitem', { name: 'Удалить' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
    await expect(toast(page)).toContainText(`Вид «${name}» удалён`);
    await expect(chip).toHaveCount(0);
  });
});
