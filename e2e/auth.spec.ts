import { expect, test } from '@playwright/test';
import {
  DEMO,
  fillLogin,
  login,
  loginWithForm,
  sidebarEntries,
  signIn,
  storageKeys,
  watchConsoleErrors,
} from './support/session';

test.describe('Вход', () => {
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
    await expect(page.getByText('Неверный формат e-mail')).toBeVisible();
  });

  test('администратор видит меню администратора и свой профиль', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    await loginWithForm(page, DEMO.admin);
    // The demo has overdue applications: the queues' badges come with the pulse; the labels stay the same.
    await expect(page.locator('.app-menuitem-badge').first()).toBeVisible();
    expect(await sidebarEntries(page)).toEqual([
      'Пользователи',
      'Администраторы',
      'Курсы',
      'Направления',
      'Услуги',
      'Заявки на обучение',
      'Маркетплейс заявки',
      'Продажи',
      'Настройки',
      'Рефералы',
      'Статистика по онбордингу',
      'Профиль',
      'Выход',
    ]);
    await expect(page.locator('.app-profile-header')).toContainText('Администратор');
    await expect(page.locator('.app-profile-header')).toContainText(DEMO.admin);
    expect(await storageKeys(page)).toEqual(expect.arrayContaining(['token', 'role']));
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('admin');
    expect(errors).toEqual([]);
  });

  test('куратор видит своё меню', async ({ page }) => {
    await loginWithForm(page, DEMO.curator);
    expect(await sidebarEntries(page)).toEqual(['Профиль', 'Поддержка', 'Заработок', 'Выход']);
    await expect(page.locator('.app-profile-header')).toContainText('Куратор');
  });

  test('неверный пароль: «Пароль не подходит»', async ({ page }) => {
    await fillLogin(page, DEMO.admin, 'wrong-password');
    await expect(page.locator('.p-toast')).toContainText('Пароль не подходит');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('неизвестный e-mail: русское сообщение сервера', async ({ page }) => {
    await fillLogin(page, 'nobody@demo.test', DEMO.password);
    await expect(page.locator('.p-toast')).toContainText('Неверный email, такого пользователя не существует');
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
    await expect(page.locator('.p-toast')).toContainText('Неверный email, такого пользователя не существует');
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
