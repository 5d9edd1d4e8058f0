import { scaled } from './support/scaled';
import { confirmDialog, DEMO, fillLogin, login, loginWithForm, sidebar, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function changePassword(page: Page, oldPassword: string, newPassword: string, repeat = newPassword) {
  await page.getByLabel('Текущий пароль').fill(oldPassword);
  await page.getByLabel('Новый пароль', { exact: true }).fill(newPassword);
  await page.getByLabel('Повторите новый пароль').fill(repeat);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
}

async function logout(page: Page) {
  await sidebar(page).getByRole('button', { name: 'Выход' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test.describe('Профиль', () => {
  test('вкладка «Настройки» открывает настройки с хлебными крошками', async ({ page }) => {
    await login(page, DEMO.admin);
    await page
      .getByRole('navigation', { name: 'Разделы профиля' })
      .getByRole('link', { name: 'Настройки' })
      .click();
    await expect(page).toHaveURL(/\/profile\/settings$/);
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    await expect(crumbs).toContainText('Профиль');
    await expect(crumbs).toContainText('Настройки');
    await expect(page.getByRole('heading', { name: 'Данные профиля' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
  });

  test('вкладки, что не поместились при 1366 px, открываются стрелкой «вперёд»', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page, DEMO.superAdmin);
    const tabs = page.getByRole('navigation', { name: 'Разделы профиля' });
    const earnings = tabs.getByRole('link', { name: 'Заработок' });
    const forward = tabs.getByRole('button', { name: 'Прокрутить вкладки вперёд' });
    await expect(forward).toBeVisible();
    await expect(earnings).not.toBeInViewport({ ratio: 1 });
    await expect(tabs.getByRole('button', { name: 'Прокрутить вкладки назад' })).toBeDisabled();
    // Each click scrolls smoothly; the arrow turns disabled when the end comes into view.
    await expect(async () => {
      if (await forward.isEnabled()) await forward.click({ timeout: 1_000 });
      await expect(earnings).toBeInViewport({ ratio: 1, timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(forward).toBeDisabled();
    await earnings.click();
    await expect(page).toHaveURL(/\/profile\/earnings$/);
    // The open tab is scrolled into view after a reload too.
    await page.reload();
    await expect(tabs.getByRole('link', { name: 'Заработок' })).toBeInViewport({ ratio: 1 });
  });

  test('профиль несуществующего сотрудника: экран ошибки и одно сообщение, без текста входа', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admins/99999') asked.push(request.url());
    });
    await page.goto('/admins/99999');
    await expect(
      page.getByRole('heading', { name: 'Не удалось загрузить профиль сотрудника' }),
    ).toBeVisible();
    await expect(page.locator('.p-toast-message')).toHaveCount(1);
    await expect(page.locator('.p-toast-message')).toContainText('Пользователь не найден');
    await expect(page.getByText('Неверный email, такого пользователя не существует')).toHaveCount(0);
    expect(asked).toHaveLength(1);
  });

  test('правка «О себе» сохраняется и видна в шапке профиля', async ({ page }) => {
    await signIn(page, DEMO.superAdmin);
    await page.goto('/profile/settings');
    const info = `Отвечаю за расписание потоков ${Date.now()}`;
    await page.getByLabel('О себе').fill(info);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.locator('.p-toast')).toContainText('Профиль обновлён');
    await expect(page.locator('.app-profile-header')).toContainText(info);
  });

  test(
    'фото: слишком большой файл отклоняется, картинка загружается и сохраняется',
    scaled('the photo is stored in S3 and served back under its public key by either instance'),
    async ({ page }) => {
      await signIn(page, DEMO.superAdmin);
      await page.goto('/profile/settings');
      const fileInput = page.locator('.p-fileupload input[type=file]');
      await fileInput.setInputFiles({
        name: 'big.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(1_000_001, 1),
      });
      await expect(page.locator('.p-toast')).toContainText('Файл слишком большой: не более 1 МБ');

      await fileInput.setInputFiles({
        name: 'dot.png',
        mimeType: 'image/png',
        buffer: Buffer.from(PNG_1PX, 'base64'),
      });
      await expect(page.getByRole('button', { name: 'Удалить фото' })).toBeVisible();
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.locator('.p-toast')).toContainText('Профиль обновлён');
      // Public, but at an unguessable key rather than the file's sequential id; the browser shows it.
      const avatar = page.locator('.app-profile-header .p-avatar img');
      await expect(avatar).toHaveAttribute('src', /\/api\/storage\/[0-9a-f]{32}\/dot\.png$/);
      await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    },
  );

  test(
    'смена пароля: несовпадение, затем успешная смена и вход с новым паролем',
    scaled('a password change revokes the older tokens on every instance, not only in the one that took it'),
    async ({ page }) => {
      const newPassword = 'speaker-new-2024';
      await signIn(page, DEMO.speaker);
      await page.goto('/profile/settings');

      await changePassword(page, DEMO.password, newPassword, `${newPassword}x`);
      await expect(page.getByText('Пароли должны совпадать')).toBeVisible();

      await changePassword(page, DEMO.password, newPassword);
      await expect(page.locator('.p-toast')).toContainText('Пароль обновлён');
      // The returned token replaced the revoked one: the session still works after a reload.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();

      await logout(page);
      await fillLogin(page, DEMO.speaker, DEMO.password);
      await expect(page.getByText('Пароль не подходит')).toBeVisible();
      await loginWithForm(page, DEMO.speaker, newPassword);

      // Put the demo password back so the account stays usable for later runs against the same data.
      await page.goto('/profile/settings');
      await changePassword(page, newPassword, DEMO.password);
      await expect(page.locator('.p-toast').getByText('Пароль обновлён').first()).toBeVisible();
    },
  );
});
