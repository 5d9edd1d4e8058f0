import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settle, still, type Theme } from './support/a11y';
import { pickOption } from './support/courses';
import { listRows } from './support/lists';
import { PICTURE, scanTest } from './support/scan-page';
import { apiSession, DEMO, login, signIn } from './support/session';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/**
 * The queue «Заявки на обучение» as a table: filters kept in the URL across a reload, the card (status,
 * assignee, comment, history), the overdue mark, the CSV. Each test sends its own application through the
 * public intake with a name nobody else has and searches for it, so the demo data and the other specs do
 * not get in the way.
 */

const QUEUE = '/applications-for-training';
// Cold pages on a shared two-core machine may answer slowly.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

const uniqueName = (word: string) => `${word}${Date.now().toString(36)} Заявкина`;
/** A latin address from the name's stamp (the intake's e-mail pattern). */
const emailOf = (name: string) => `queue-${/[0-9a-z]+/.exec(name)?.[0]}@example.ru`;

async function adminHeaders(request: APIRequestContext) {
  const { token } = await apiSession(request, DEMO.admin);
  return { authorization: `Bearer ${token}` };
}

/** A published course: the site's intake takes training applications for those only. */
async function publishedCourseId(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/courses?status=3&take=1', { headers: await adminHeaders(request) });
  const [course] = ((await answer.json()) as { items: { id: number }[] }).items;
  expect(course, 'опубликованный курс в демо-данных').toBeTruthy();
  return course!.id;
}

/** Sends a training application through the public intake (no token), as the school's site does. */
async function sendApplication(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post('/api/public/applications', {
    data: {
      kind: 'training',
      courseId: await publishedCourseId(request),
      name,
      // The intake folds the same e-mail, target and minute into one application: one address per test.
      email: emailOf(name),
      message: 'Хочу на поток в следующем месяце',
    },
  });
  expect(response.status(), 'приём заявки с сайта').toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const search = (page: Page) => page.getByRole('searchbox');
const row = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });

test.describe('Заявки на обучение', () => {
  test('фильтры таблицы живут в адресе: после перезагрузки всё на месте', async ({ page }) => {
    const name = uniqueName('Фильтрова');
    await sendApplication(page.request, name);
    await login(page, DEMO.admin);
    await page.getByRole('link', { name: 'Заявки на обучение' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Заявки на обучение' })).toBeVisible();

    await search(page).fill(name);
    await expect(page).toHaveURL(/search=/, loaded);
    await expect(row(page, name)).toBeVisible(loaded);
    await pickOption(page, 'Статус: все', 'Новая');
    await expect(page).toHaveURL(/status=new/);
    await pickOption(page, 'Ответственный: все', 'Не назначен');
    await expect(page).toHaveURL(/assignee=none/);
    await expect(row(page, name)).toBeVisible(loaded);
    await expect(row(page, name)).toContainText('Новая');
    await expect(row(page, name)).toContainText('Не назначен');
    await expect(row(page, name)).toContainText(/ждёт/);

    await page.reload();
    await expect(search(page)).toHaveValue(name);
    const filters = page.locator('.app-list-toolbar__filters');
    await expect(filters).toContainText('Новая');
    await expect(filters).toContainText('Не назначен');
    await expect(row(page, name)).toBeVisible(loaded);

    // «В работе» has nothing of this name: the table says so and offers the reset.
    await pickOption(page, 'Статус: все', 'В работе');
    await expect(page.getByText('Ничего не найдено')).toBeVisible(loaded);
    await page.getByRole('button', { name: 'Сбросить фильтры' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${QUEUE}$`));
  });

  test('карточка: статус, ответственный и комментарий попадают в историю; Esc возвращает к списку', async ({
    page,
  }) => {
    const name = uniqueName('Карточкина');
    const id = await sendApplication(page.request, name);
    await signIn(page, DEMO.admin);
    await page.goto(`${QUEUE}?search=${encodeURIComponent(name)}`);
    await row(page, name).locator('td').nth(2).click();
    const card = page.getByRole('dialog', { name: new RegExp(`Заявка №${id}`) });
    await expect(card).toBeVisible(loaded);
    await expect(page).toHaveURL(new RegExp(`${QUEUE}/${id}\\?search=`));
    await expect(card.getByText('Заявка создана')).toBeVisible(loaded);
    await expect(card).toContainText('Хочу на поток в следующем месяце');
    await expect(card).toContainText('с сайта');

    await pickOption(page, 'Сменить статус', 'В работе');
    await expect(page.getByText('Статус изменён')).toBeVisible();
    await expect(card.getByText('Статус: Новая → В работе')).toBeVisible();
    // The first status change is the response: a test answers within the minute.
    await expect(card).toContainText('в течение минуты');

    await card.getByRole('button', { name: 'Выберите сотрудника' }).click();
    const admin = page.getByRole('option').first();
    const adminName = (await admin.innerText()).trim();
    await admin.click();
    await expect(page.getByText('Ответственный назначен')).toBeVisible();
    await expect(card.getByText(`Ответственный: ${adminName}`)).toBeVisible();

    await card.getByRole('textbox', { name: 'Комментарий' }).fill('Перезвонить в понедельник');
    await card.getByRole('button', { name: 'Добавить комментарий' }).click();
    await expect(page.getByText('Комментарий добавлен')).toBeVisible();
    await expect(card.getByText('Перезвонить в понедельник')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${QUEUE}\\?search=`));
    await expect(row(page, name)).toContainText('В работе', loaded);
    await expect(row(page, name)).toContainText(adminName);
  });

  test('просроченная заявка отмечена «Просрочена», и фильтр «Только просроченные» её находит', async ({
    page,
  }) => {
    // The demo data has applications waiting past their response target in every queue.
    const answer = await page.request.get('/api/applications?kind=training&overdue=true&take=1', {
      headers: await adminHeaders(page.request),
    });
    const [overdue] = ((await answer.json()) as { items: { id: number; name: string }[] }).items;
    expect(overdue, 'просроченная заявка на обучение в демо-данных').toBeTruthy();
    await signIn(page, DEMO.admin);
    await page.goto(QUEUE);
    // The box follows the URL, which changes a moment after the click.
    await page.getByLabel('Только просроченные').click();
    await expect(page).toHaveURL(/overdue=true/);
    await expect(page.getByLabel('Только просроченные')).toBeChecked();
    const link = page.getByRole('link', { name: `Заявка №${overdue!.id}` });
    await expect(link).toBeVisible(loaded);
    await expect(page.locator('tbody tr').filter({ has: link })).toContainText('Просрочена');
    // Every row of the filter is marked.
    const rows = await page.locator('tbody tr').count();
    await expect(page.locator('tbody tr').filter({ hasText: 'Просрочена' })).toHaveCount(rows);
  });

  test('«Экспорт» скачивает applications_training.csv с фильтрами таблицы', async ({ page }) => {
    const name = uniqueName('Выгрузкина');
    await sendApplication(page.request, name);
    await signIn(page, DEMO.admin);
    await page.goto(`${QUEUE}?search=${encodeURIComponent(name)}`);
    await expect(row(page, name)).toBeVisible(loaded);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Экспорт' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('applications_training.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The header and the one application of this search.
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(emailOf(name));
  });
});

const SHOTS = join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

/** `fullPage: false` for a dialog: the page under it would show past the viewport's backdrop. */
async function shot(page: Page, name: string, fullPage = true) {
  await expect(page.locator('.p-skeleton')).toHaveCount(0, loaded);
  await still(page); // fonts loaded, no ripple, dialog or menu moving
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

for (const [theme, device, viewport] of [
  ['light', 'desktop', { width: 1366, height: 860 }],
  ['dark', 'desktop', { width: 1366, height: 860 }],
  ['light', 'mobile', { width: 390, height: 844 }],
] as const) {
  scanTest(`Скриншоты заявок: ${device}, ${theme}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize(viewport);
    await open('admin', theme as Theme);
    await page.goto(QUEUE);
    await settle(page, theme as Theme);
    // A row of the table, or on a phone a card, whose click opens the application.
    const first = listRows(page).first();
    await expect(first).toBeVisible(loaded);
    await shot(page, `applications-${device}-${theme}`);
    await (device === 'mobile' ? first.locator('dl') : first.locator('td').nth(2)).click();
    await expect(
      page.getByRole('dialog', { name: /Заявка №/ }).getByRole('heading', { name: 'История', exact: true }),
    ).toBeVisible(loaded);
    await shot(page, `application-card-${device}-${theme}`, false);
  });
}
