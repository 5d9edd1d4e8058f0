import { ADMIN_MENU_LABELS, STAFF_MENU_LABELS } from '../apps/web/src/app/layout/menu.fixtures';
import {
  DEMO,
  fillLogin,
  login,
  loginWithForm,
  sidebarEntries,
  signIn,
  storageKeys,
} from './support/session';
import { expect, type Page, test } from './support/test';

/** A sign-in error is said once: under its field (described by it), with no toast repeating it. */
async function expectOnceUnderField(page: Page, label: string, text: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(text);
  await expect(page.getByText(text)).toHaveCount(1);
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
}

/**
 * Opens /login with the app's entry script held until `release()`: until then the page is login.html's own
 * form, `painted`.
 */
async function openPaintedLogin(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  return { release, painted: page.locator('#root[data-static-login]') };
}

/** Where the sign-in page's parts are drawn, rounded to the pixel. */
function loginLayout(page: Page) {
  return page.evaluate(() =>
    ['h1', 'input[name=email]', 'input[name=password]', 'button[type=submit]', '.p-button-link'].map(
      (selector) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return (
          box && [
            selector,
            Math.round(box.x),
            Math.round(box.y),
            Math.round(box.width),
            Math.round(box.height),
          ]
        );
      },
    ),
  );
}

test.describe('Вход', () => {
  test('форма входа видна до скриптов приложения, и приложение сменяет её на том же месте с набранным и фокусом', async ({
    page,
  }) => {
    const { release, painted: staticPage } = await openPaintedLogin(page);
    await expect(staticPage.getByRole('heading', { name: 'Вход в бэк-офис' })).toBeVisible();
    await expect(staticPage.getByLabel('E-mail')).toBeFocused();
    const layout = await loginLayout(page);
    await page.keyboard.type('admin@demo');
    release();
    await expect(page.locator('#root:not([data-static-login]) form')).toBeVisible();
    await expect(page.locator('#root[data-static-login]')).toHaveCount(0);
    expect(await loginLayout(page)).toEqual(layout);
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type('.test');
    await expect(page.getByLabel('E-mail')).toHaveValue('admin@demo.test');
  });

  test('«Войти» до загрузки приложения: форма не уходит сама, приложение отправляет её и входит', async ({
    page,
  }) => {
    const { release, painted: staticPage } = await openPaintedLogin(page);
    await staticPage.getByLabel('E-mail').fill(DEMO.admin);
    await staticPage.getByLabel('Пароль', { exact: true }).fill(DEMO.password);
    await staticPage.getByRole('button', { name: 'Войти' }).click();
    // Held, not posted: the password never reaches a URL or the server as a form.
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/profile\/courses$/);
  });

  test('без токена /profile ведёт на /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Вход в бэк-офис' })).toBeVisible();
  });

  test('пустая форма и неверный e-mail дают русские подсказки', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Поле обязательно')).toHaveCount(2);
    await page.getByLabel('E-mail').fill('admin@demo');
    await page.getByRole('button', { name: 'Войти' }).click();
    // The spec's text for a malformed e-mail (§8), not the browser's own tooltip.
    await expect(page.getByText('Такого пользователя не существует!')).toBeVisible();
    expect(
      await page.getByLabel('E-mail').evaluate((input: HTMLInputElement) => input.validationMessage),
    ).toBe('');
  });

  test('администратор видит меню администратора и свой профиль', async ({ page }) => {
    await loginWithForm(page, DEMO.admin);
    // The demo has overdue applications: the queues' badges come with the pulse; the labels stay the same.
    await expect(page.locator('.app-menuitem-badge').first()).toBeVisible();
    expect(await sidebarEntries(page)).toEqual(ADMIN_MENU_LABELS);
    await expect(page.locator('.app-profile-header')).toContainText('Администратор');
    await expect(page.locator('.app-profile-header')).toContainText(DEMO.admin);
    expect(await storageKeys(page)).toEqual(expect.arrayContaining(['token', 'role']));
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('admin');
  });

  test('куратор видит своё меню', async ({ page }) => {
    await loginWithForm(page, DEMO.curator);
    expect(await sidebarEntries(page)).toEqual(STAFF_MENU_LABELS);
    await expect(page.locator('.app-profile-header')).toContainText('Куратор');
  });

  test('неверный пароль: «Пароль не подходит» один раз, под полем', async ({ page }) => {
    await fillLogin(page, DEMO.admin, 'wrong-password');
    await expectOnceUnderField(page, 'Пароль', 'Пароль не подходит');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('неизвестный e-mail: русское сообщение сервера один раз, под полем', async ({ page }) => {
    await fillLogin(page, 'nobody@demo.test', DEMO.password);
    await expectOnceUnderField(page, 'E-mail', 'Неверный email, такого пользователя не существует');
  });

  test('восстановление пароля для неизвестного e-mail показывает ошибку, Esc закрывает окно', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill('nobody@demo.test');
    await page.getByRole('button', { name: 'Забыли пароль?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Восстановление пароля' });
    await expect(dialog.getByLabel('E-mail')).toHaveValue('nobody@demo.test');
    await dialog.getByRole('button', { name: 'Отправить новый пароль' }).click();
    await expect(dialog.getByText('Неверный email, такого пользователя не существует')).toBeVisible();
    await expect(page.locator('.p-toast-message')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('вошедший пользователь на /login попадает в профиль', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile\/courses$/);
  });

  test('ответ 401 очищает localStorage и ведёт на /login', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.evaluate(() => localStorage.setItem('token', 'garbage.token.value'));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storageKeys(page)).toEqual([]);
  });
});
