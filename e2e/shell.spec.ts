import { apiSession, confirmDialog, DEMO, login, sidebar, signIn, storageKeys } from './support/session';
import { expect, test } from './support/test';

test.describe('Оболочка', () => {
  test('куратор на /users видит «Нет доступа» и возвращается в профиль', async ({ page }) => {
    await signIn(page, DEMO.curator);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    await page.getByRole('link', { name: 'Вернуться в профиль' }).click();
    await expect(page).toHaveURL(/\/profile\/courses$/);
    await expect(page.locator('.app-profile-header')).toContainText('Куратор');
  });

  test('администратору неизвестные адреса показывают «Страница не найдена»', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  });

  test('выход спрашивает подтверждение: «Нет» оставляет, «Да» ведёт на /login и очищает localStorage', async ({
    page,
  }) => {
    await login(page, DEMO.admin);
    await sidebar(page).getByRole('button', { name: 'Выход' }).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toContainText('Вы уверены, что хотите выйти из системы?');
    await dialog.getByRole('button', { name: 'Нет' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/profile\/courses$/);

    await sidebar(page).getByRole('button', { name: 'Выход' }).click();
    await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storageKeys(page)).toEqual([]);

    // Nothing of the previous user survives: the next one sees their own profile.
    await login(page, DEMO.curator);
    await expect(page.locator('.app-profile-header')).toContainText('Куратор');
  });

  test('поиск в шапке фильтрует меню и открывает раздел по Enter', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/profile/settings');
    await page.getByRole('button', { name: 'Поиск по меню' }).click();
    await page.getByRole('textbox', { name: 'Поиск по меню' }).fill('проф');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/courses$/);
  });

  test('правая панель переключает тёмную тему, выбор запоминается', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.getByRole('button', { name: 'Настройки интерфейса' }).click();
    await page.getByRole('button', { name: 'Тёмная' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('#app-theme')).toHaveAttribute('href', /\/assets\/theme-.*\.css$/);
  });

  test.describe('телефон 375×740', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('гамбургер открывает меню поверх страницы, переход закрывает его', async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto('/profile/settings');
      const menu = sidebar(page);
      await expect(menu).not.toBeInViewport();
      await page.getByRole('button', { name: 'Показать или скрыть меню' }).click();
      await expect(menu).toBeInViewport();
      await expect(page.locator('.layout-mask')).toBeVisible();
      await menu.getByRole('link', { name: 'Профиль' }).click();
      await expect(page).toHaveURL(/\/profile\/courses$/);
      await expect(menu).not.toBeInViewport();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  });
});

test.describe('Оболочка: мелочи вёрстки и консоль', () => {
  test('значок поиска в шапке не заходит на первую набранную букву', async ({ page }) => {
    await login(page, DEMO.admin);
    await page.getByRole('button', { name: 'Поиск по меню' }).click();
    const input = page.getByRole('textbox', { name: 'Поиск по меню' });
    await input.fill('п');
    const { iconRight, textLeft } = await input.evaluate((element) => {
      const icon = element.parentElement!.querySelector('.pi-search')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        iconRight: icon.right,
        textLeft: box.left + Number.parseFloat(getComputedStyle(element).paddingLeft),
      };
    });
    expect(textLeft).toBeGreaterThanOrEqual(iconRight);
  });

  test('переходы по адресам-перенаправлениям не пишут в консоль «does not have an element»', async ({
    page,
    request,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await login(page, DEMO.admin);
    const { token } = await apiSession(request, DEMO.admin);
    const admins = await request.get('/api/admins?take=1', { headers: { authorization: `Bearer ${token}` } });
    const [first] = ((await admins.json()) as { items: { id: number }[] }).items;
    for (const [path, landing] of [
      ['/', /\/profile\/courses$/],
      ['/profile', /\/profile\/courses$/],
      [`/admins/${first!.id}`, /\/admins\/\d+\/courses$/],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(landing);
    }
    expect(warnings.filter((text) => text.includes('does not have an element'))).toEqual([]);
  });
});
