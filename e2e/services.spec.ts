import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { settle, type Theme } from './support/a11y';
import { pickOption } from './support/courses';
import { listRows } from './support/lists';
import { PICTURE, scanTest } from './support/scan-page';
import { apiSession, DEMO, login, signIn } from './support/session';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

/** A service's card on the «Услуги» tab, found by its name. */
const serviceCard = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** A tab of the profile's tab bar (the admin's menu has a «Услуги» entry too). */
const profileTab = (page: Page, name: string): Locator =>
  page.getByRole('navigation', { name: 'Разделы профиля' }).getByRole('link', { name, exact: true });

const toast = (page: Page, detail: string) => page.locator('.p-toast-message').filter({ hasText: detail });

/** Types a price into the dialog's ru-RU money field, replacing what it held. */
async function typePrice(dialog: Locator, price: string) {
  const field = dialog.getByLabel('Цена');
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(price);
}

/** A 1×1 PNG: a cover the server accepts. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type Auth = { authorization: string };

async function auth(request: APIRequestContext, email: string): Promise<Auth> {
  const { token } = await apiSession(request, email);
  return { authorization: `Bearer ${token}` };
}

async function myId(request: APIRequestContext, headers: Auth): Promise<number> {
  const me = await request.get('/api/admins/my-info', { headers });
  return ((await me.json()) as { id: number }).id;
}

/**
 * `UPDATE_SCREENSHOTS=1` writes the pictures into docs/screenshots (look at them after UI changes); a plain
 * run writes to test-results/ so the work tree stays clean.
 */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const SHOTS: { file: string; tab: string; theme: Theme; viewport: { width: number; height: number } }[] = [
  { file: 'profile-services', tab: 'services', theme: 'light', viewport: { width: 1366, height: 860 } },
  {
    file: 'profile-applications',
    tab: 'applications',
    theme: 'light',
    viewport: { width: 1366, height: 860 },
  },
  { file: 'phone-profile-services', tab: 'services', theme: 'light', viewport: { width: 390, height: 844 } },
  { file: 'dark-profile-services', tab: 'services', theme: 'dark', viewport: { width: 1366, height: 860 } },
  {
    file: 'phone-profile-applications',
    tab: 'applications',
    theme: 'dark',
    viewport: { width: 390, height: 844 },
  },
];

// Before the journeys below, so the pictures show the demo data as seeded.
for (const { file, tab, theme, viewport } of SHOTS) {
  scanTest(`Скриншот вкладки профиля: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('curator', theme);
    await page.goto(`/profile/${tab}`);
    const ready =
      tab === 'services'
        ? page.getByRole('list', { name: 'Список услуг' })
        : listRows(page)
            .first()
            .getByRole('button', { name: /Статус заявки/ });
    await expect(ready).toBeVisible(loaded);
    await settle(page, theme);
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

test.describe('Услуги и заявки в профиле', () => {
  test('куратор добавляет услугу за 1 990,50 ₽, меняет её, а удаление услуги с заявкой её скрывает', async ({
    page,
  }) => {
    const name = `Разбор резюме ${Date.now()}`;
    const renamed = `${name} — расширенный`;
    await login(page, DEMO.curator);
    await profileTab(page, 'Услуги').click();
    await expect(page).toHaveURL(/\/profile\/services$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Услуги' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Список услуг' })).toBeVisible(loaded);

    // Add: the name is required, the price goes in roubles with kopecks.
    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    let dialog = page.getByRole('dialog', { name: 'Новая услуга' });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByLabel('Название')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Поле обязательно').first()).toBeVisible();
    await dialog.getByLabel('Название').fill(name);
    await dialog.getByLabel('Описание').fill('Час разбора с рекомендациями и планом правок.');
    await typePrice(dialog, '1990,50');
    // The cover: an image only, at most 1,000,000 bytes.
    const cover = dialog.locator('.p-fileupload input[type=file]');
    await cover.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_001, 1) });
    await expect(toast(page, 'Файл слишком большой: не более 1 МБ')).toBeVisible();
    await cover.setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1PX, 'base64'),
    });
    await expect(dialog.getByRole('button', { name: 'Убрать обложку' })).toBeVisible(loaded);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Услуга добавлена')).toBeVisible();
    let card = serviceCard(page, name);
    await expect(card).toContainText('1 990,50 ₽');
    await expect(card).toContainText('Активна');
    await expect(card).toContainText('0 заявок');
    await expect(card.locator('img.app-cover')).toHaveAttribute(
      'src',
      /\/api\/storage\/[0-9a-f]{32}\/cover\.png$/,
    );

    // Edit: another name and price.
    await card.getByRole('button', { name: `Изменить: ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Изменить услугу' });
    await expect(dialog.getByLabel('Название')).toHaveValue(name);
    await dialog.getByLabel('Название').fill(renamed);
    await typePrice(dialog, '2500');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Услуга обновлена')).toBeVisible();
    card = serviceCard(page, renamed);
    await expect(card).toContainText('2 500 ₽');

    // Someone applies for it on the school's site.
    const headers = await auth(page.request, DEMO.curator);
    const services = await page.request.get(`/api/services?adminId=${await myId(page.request, headers)}`, {
      headers,
    });
    const service = ((await services.json()) as { items: { id: number; name: string }[] }).items.find(
      (item) => item.name === renamed,
    );
    const intake = await page.request.post('/api/public/applications', {
      data: { kind: 'service', serviceId: service?.id, name: 'Ольга Заявкина', email: 'olga@example.test' },
    });
    expect(intake.status()).toBe(201);
    await page.reload();
    card = serviceCard(page, renamed);
    await expect(card).toContainText('1 заявка', loaded);

    // Delete asks first; with an application the service is hidden, not deleted.
    await card.getByRole('button', { name: `Удалить: ${renamed}` }).click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
      `По услуге «${renamed}» уже 1 заявка, поэтому она будет скрыта, а не удалена`,
    );
    await page.getByRole('button', { name: 'Да', exact: true }).click();
    await expect(toast(page, 'Услуга скрыта: по ней есть заявки')).toBeVisible();
    await expect(card).toContainText('Скрыта');
    // «Отменить» within its seconds offers it again (issue 32).
    await toast(page, 'Услуга скрыта: по ней есть заявки').getByRole('button', { name: 'Отменить' }).click();
    await expect(toast(page, 'Действие отменено')).toBeVisible();
    await expect(card).not.toContainText('Скрыта');

    // A service nobody applied for is deleted.
    const spare = `Пробная консультация ${Date.now()}`;
    await page.getByRole('button', { name: 'Добавить услугу' }).click();
    dialog = page.getByRole('dialog', { name: 'Новая услуга' });
    await dialog.getByLabel('Название').fill(spare);
    await typePrice(dialog, '0');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(serviceCard(page, spare)).toContainText('0 ₽');
    await serviceCard(page, spare)
      .getByRole('button', { name: `Удалить: ${spare}` })
      .click();
    await page.getByRole('button', { name: 'Да', exact: true }).click();
    await expect(toast(page, 'Услуга удалена')).toBeVisible();
    await expect(serviceCard(page, spare)).toHaveCount(0);
  });

  test('куратор видит на /profile/applications только заявки на свои услуги и курсы и меняет статус в строке', async ({
    page,
  }) => {
    const headers = await auth(page.request, DEMO.curator);
    const id = await myId(page.request, headers);
    const services = await page.request.get(`/api/services?adminId=${id}`, { headers });
    const courses = await page.request.get('/api/courses/my?take=100', { headers });
    const own = ((await services.json()) as { items: { id: number; name: string; isActive: boolean }[] })
      .items;
    const mine = new Set([
      ...own.map((item) => item.name),
      ...((await courses.json()) as { items: { name: string }[] }).items.map((item) => item.name),
    ]);
    // A new application for one of the curator's services, so the «Новая» filter below surely has one.
    const intake = await page.request.post('/api/public/applications', {
      data: {
        kind: 'service',
        serviceId: own.find((item) => item.isActive)?.id,
        name: 'Игорь Новиков',
        phone: '+79990001122',
      },
    });
    expect(intake.status()).toBe(201);

    await login(page, DEMO.curator);
    await profileTab(page, 'Заявки').click();
    await expect(page).toHaveURL(/\/profile\/applications$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Заявки' })).toBeVisible();
    const rows = page.locator('tbody tr');
    await expect(rows.first().getByRole('button', { name: /Статус заявки №\d+/ })).toBeVisible(loaded);
    // The target's cell: what was asked for, its queue under it.
    const targets = await rows.locator('td:nth-child(4) > span > span').allInnerTexts();
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(mine.has(target.trim()), target).toBe(true);
    // No card links for a curator: the queues are admin-only.
    await expect(rows.getByRole('link', { name: /Заявка №/ })).toHaveCount(0);

    // Narrow by kind and status; the URL keeps it across a reload.
    await pickOption(page, 'Тип: все', 'Услуга');
    await pickOption(page, 'Статус: все', 'Новая');
    await expect(page).toHaveURL(/status=new/);
    await expect(page).toHaveURL(/kind=service/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Сбросить фильтры' })).toBeVisible(loaded);
    const row = rows.first();
    const picker = row.getByRole('button', { name: /Статус заявки №\d+/ });
    await expect(picker).toBeVisible(loaded);
    for (const kind of await rows.locator('td:nth-child(4) small').allInnerTexts()) {
      expect(kind.trim()).toBe('Услуга');
    }
    const number = (await picker.getAttribute('aria-label'))?.replace(/\D/g, '');

    // The status changes in the row; the filtered list then no longer holds it.
    await picker.click();
    await page.getByRole('option', { name: 'В работе', exact: true }).click();
    await expect(toast(page, 'Статус изменён')).toBeVisible();
    await expect(page.getByRole('button', { name: `Статус заявки №${number}` })).toHaveCount(0, loaded);
    const card = await page.request.get(`/api/applications/${number}`, { headers });
    expect(((await card.json()) as { status: string }).status).toBe('inProgress');

    // The queues themselves are admin-only.
    await page.goto('/applications-for-training');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  });

  test('администратор открывает заявку сотрудника из его профиля в её очереди', async ({ page }) => {
    const admin = await auth(page.request, DEMO.admin);
    const found = await page.request.get(`/api/admins?search=${encodeURIComponent(DEMO.curator)}`, {
      headers: admin,
    });
    const [curator] = ((await found.json()) as { items: { id: number }[] }).items;
    await signIn(page, DEMO.admin);
    await page.goto(`/admins/${curator?.id}/applications`);
    await expect(profileTab(page, 'Заявки')).toHaveAttribute('aria-current', 'page');
    const link = page
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /Заявка №\d+/ });
    await expect(link).toBeVisible(loaded);
    const title = (await link.getAttribute('aria-label')) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/applications(-for-training|-marketplace)?\/\d+/);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible(loaded);
  });
});
