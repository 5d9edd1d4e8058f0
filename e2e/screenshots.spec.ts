import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { still } from './support/a11y';
import { PICTURE, scanTest as test } from './support/scan-page';
import { expect, type Page } from './support/test';

/**
 * Key screens. `UPDATE_SCREENSHOTS=1 npm test -w e2e` refreshes the committed ones in docs/screenshots
 * (look at them after UI changes); a plain run writes to test-results/ so the work tree stays clean. Each test
 * loads its pages in the axe scan's warm page (support/scan-page.ts): they only look, nothing is changed.
 */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

/** Where signing in through the form lands. */
const PROFILE = '/profile/courses';

async function shot(page: Page, name: string) {
  await still(page); // fonts loaded, no ripple, dialog or menu moving
  await page.screenshot({ path: join(DIR, `${name}.png`), fullPage: true });
}

test.describe('Скриншоты', () => {
  test('вход', PICTURE, async ({ scanPage: { page, open } }) => {
    await open('guest', 'light', '/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    await shot(page, 'login');
  });

  test('профиль администратора и настройки', PICTURE, async ({ scanPage: { page, open } }) => {
    await open('admin', 'light', PROFILE);
    await expect(page.locator('.app-profile-header')).toContainText('Администратор');
    await shot(page, 'admin-profile');
    await page.goto('/profile/settings');
    await expect(page.getByRole('heading', { name: 'Смена пароля' })).toBeVisible();
    await shot(page, 'settings');
  });

  test('профиль куратора и «Нет доступа»', PICTURE, async ({ scanPage: { page, open } }) => {
    await open('curator', 'light', PROFILE);
    await expect(page.locator('.app-profile-header')).toContainText('Куратор');
    await shot(page, 'curator-profile');
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    await shot(page, 'access-denied');
  });

  test('курсы, страница курса, урок и направления', PICTURE, async ({ scanPage: { page, open } }) => {
    await open('admin', 'light');
    await page.goto('/courses?status=3&sort=cost%3Adesc');
    await expect(page.locator('tbody .app-status-tag').first()).toBeVisible();
    await shot(page, 'courses-list');
    await page.locator('tbody a[href^="/courses/"]').first().click();
    await expect(page.locator('.app-lesson-item').first()).toBeVisible();
    await shot(page, 'course-page');
    await page.locator('.app-lesson-item__name').first().click();
    await expect(page.locator('.app-editor')).toBeVisible();
    await shot(page, 'lesson-page');
    await page.goto('/directions');
    await expect(page.locator('tbody .app-name-cell').first()).toBeVisible();
    await shot(page, 'directions');
  });

  test(
    'пользователи, карточка ученика, администраторы и профиль сотрудника',
    PICTURE,
    async ({ scanPage: { page, open } }) => {
      await open('admin', 'light');
      await page.goto('/users?subscription=active');
      await expect(page.locator('tbody .app-status-tag').first()).toBeVisible();
      await shot(page, 'users-list');
      await page.goto('/users?sort=lastName%3Aasc');
      await page.locator('tbody a[href^="/users/"]').first().click();
      await expect(page.getByRole('heading', { name: 'Доступ к курсам' })).toBeVisible();
      await shot(page, 'student-card');
      await page.goto('/admins');
      await expect(page.locator('tbody .app-name-cell').first()).toBeVisible();
      await shot(page, 'admins-list');
      await page
        .getByRole('row', { name: /curator@demo\.test/ })
        .getByRole('link')
        .first()
        .click();
      await expect(page.locator('tbody .app-status-tag').first()).toBeVisible();
      await shot(page, 'staff-profile');
    },
  );

  test('мои курсы куратора', PICTURE, async ({ scanPage: { page, open } }) => {
    await open('curator', 'light', PROFILE);
    await expect(page.locator('.app-status-counts__count').first()).toBeVisible();
    await expect(page.locator('tbody .app-status-tag').first()).toBeVisible();
    await shot(page, 'curator-my-courses');
  });

  test(
    'продажи, карточка платежа, статистика, причины отмены и онбординг',
    PICTURE,
    async ({ scanPage: { page, open } }) => {
      await open('admin', 'light');
      await page.goto('/sales');
      await expect(page.locator('tbody a[href^="/sales/"]').first()).toBeVisible();
      await shot(page, 'sales-list');
      await page.locator('tbody a[href^="/sales/"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'payment-card');
      await page.keyboard.press('Escape');
      await page.goto('/payments-statistics');
      await expect(page.locator('canvas').first()).toBeVisible();
      await shot(page, 'payments-statistics');
      await page.goto('/cancel-reasons');
      await expect(page.locator('canvas').first()).toBeVisible();
      await shot(page, 'cancel-reasons');
      await page.goto('/onboarding-statistics');
      await expect(page.locator('canvas').first()).toBeVisible();
      await shot(page, 'onboarding-statistics');
    },
  );

  test('статистика в тёмной теме', PICTURE, async ({ scanPage: { page, open } }) => {
    await open('admin', 'light', PROFILE);
    await page.getByRole('button', { name: 'Настройки интерфейса' }).click();
    await page.getByRole('button', { name: 'Тёмная' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');
    await page.goto('/payments-statistics');
    await expect(page.locator('canvas').first()).toBeVisible();
    await shot(page, 'dark-payments-statistics');
  });

  test('тёмная тема', PICTURE, async ({ scanPage: { page, open } }) => {
    await open('admin', 'light', PROFILE);
    await page.getByRole('button', { name: 'Настройки интерфейса' }).click();
    await page.getByRole('button', { name: 'Тёмная' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await shot(page, 'dark-theme-panel');
  });

  // A phone shows the lists as cards (shared/lists/list-cards.tsx). These run in every test run: besides the
  // pictures they check that no page is wider than the phone.
  test.describe('телефон', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('курсы на телефоне', async ({ scanPage: { page, open } }) => {
      await open('admin', 'light');
      await page.goto('/courses');
      await expect(page.locator('.app-list-cards .app-status-tag').first()).toBeVisible();
      await shot(page, 'phone-courses');
      await page.locator('.app-list-cards a[href^="/courses/"]').first().click();
      await expect(page.locator('.app-course-header')).toBeVisible();
      await shot(page, 'phone-course-page');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });

    test('пользователи и карточка на телефоне', async ({ scanPage: { page, open } }) => {
      await open('admin', 'light');
      await page.goto('/users');
      await expect(page.locator('.app-list-cards .app-status-tag').first()).toBeVisible();
      await shot(page, 'phone-users');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.locator('.app-list-cards a[href^="/users/"]').first().click();
      await expect(page.getByRole('heading', { name: 'Доступ к курсам' })).toBeVisible();
      await shot(page, 'phone-student-card');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    test('продажи и статистика на телефоне', async ({ scanPage: { page, open } }) => {
      await open('admin', 'light');
      await page.goto('/sales');
      await expect(page.locator('.app-list-cards a[href^="/sales/"]').first()).toBeVisible();
      await shot(page, 'phone-sales');
      await page.goto('/payments-statistics');
      await expect(page.locator('canvas').first()).toBeVisible();
      await shot(page, 'phone-payments-statistics');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    test('вход, профиль и меню на телефоне', async ({ scanPage: { page, open } }) => {
      await open('guest', 'light', '/login');
      await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
      await shot(page, 'phone-login');
      await open('admin', 'light', PROFILE);
      await expect(page).toHaveURL(/\/profile\/courses$/);
      await shot(page, 'phone-profile');
      await page.getByRole('button', { name: 'Показать или скрыть меню' }).click();
      await expect(page.getByRole('navigation', { name: 'Меню' })).toBeInViewport();
      await shot(page, 'phone-menu');
    });
  });
});
