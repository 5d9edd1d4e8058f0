import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { still, type Theme } from './support/a11y';
import { pickOption } from './support/courses';
import { dayText } from './support/people';
import { PICTURE, scanTest } from './support/scan-page';
import { apiSession, DEMO, login, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

/** The «Итоги по фильтру» figure under `label`, once the totals are loaded ('' while they load). */
async function figure(page: Page, label: string): Promise<string> {
  const totals = page.getByLabel('Итоги по фильтру');
  if ((await totals.getAttribute('aria-busy')) !== 'false') return '';
  const tile = totals
    .locator('.app-sales-totals__tile')
    .filter({ has: page.getByText(label, { exact: true }) });
  return (await tile.locator('dd').first().innerText()).trim();
}

/** Waits until the figure under `label` has loaded with a value other than `before`, and returns it. */
async function changedFigure(page: Page, label: string, before: string): Promise<string> {
  let value = '';
  await expect
    .poll(async () => {
      value = await figure(page, label);
      return value !== '' && value !== before;
    }, loaded)
    .toBe(true);
  return value;
}

/** The paginator's «1–15 из N» of the payments table: N, digits only. */
async function listTotal(page: Page): Promise<string> {
  const report = await page.locator('.p-paginator-current').innerText();
  return report.split('из')[1]?.replace(/\D/g, '') ?? '';
}

const digits = (text: string) => text.replace(/\D/g, '');

const period = (page: Page) => page.getByRole('combobox', { name: 'Период' });

// Cold pages on a shared two-core machine: the totals' first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

test.describe('Продажи', () => {
  test('администратор сужает платежи провайдером и периодом: итоги и адрес меняются, карточка открывается', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/sales');
    await expect(page.getByRole('heading', { level: 1, name: 'Продажи' })).toBeVisible();
    await expect.poll(() => figure(page, 'Платежей'), loaded).toMatch(/^\d/);
    const everything = await figure(page, 'Платежей');
    // The totals and the list count the same payments.
    await expect.poll(() => listTotal(page)).toBe(digits(everything));

    await pickOption(page, 'Провайдер: все', 'СБП');
    await expect(page).toHaveURL(/provider=sbp/);
    const bySbp = await changedFigure(page, 'Платежей', everything);
    const sbpPaid = await figure(page, 'Оплачено');
    await expect.poll(() => listTotal(page)).toBe(digits(bySbp));
    await expect(page.locator('tbody tr').first()).toContainText('СБП');

    // A malformed period says so and changes nothing.
    await period(page).fill('32.13.2026');
    await period(page).press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Введите период как дд.мм.гггг - дд.мм.гггг' }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/dateFrom/);

    const from = dayText(-30);
    const to = dayText(0);
    await period(page).fill(`${from} - ${to}`);
    await period(page).press('Enter');
    const iso = (text: string) => text.split('.').reverse().join('-');
    await expect(page).toHaveURL(new RegExp(`provider=sbp.*dateFrom=${iso(from)}&dateTo=${iso(to)}`));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await changedFigure(page, 'Оплачено', sbpPaid);
    const inPeriod = await figure(page, 'Платежей');
    await expect.poll(() => listTotal(page)).toBe(digits(inPeriod));

    // The same view after a reload: everything was in the URL.
    await page.reload();
    await expect(period(page)).toHaveValue(`${from} - ${to}`);
    await expect.poll(() => figure(page, 'Платежей')).toBe(inPeriod);

    const row = page.locator('tbody tr').first();
    const student = (await row.locator('td').nth(1).getByRole('link').innerText()).trim();
    // A click anywhere on the row (here: the purchase cell) opens the card.
    await row.locator('td').nth(2).click();
    const card = page.getByRole('dialog', { name: /Платёж №\d+/ });
    await expect(card).toBeVisible(loaded);
    await expect(page).toHaveURL(/\/sales\/\d+\?provider=sbp/);
    await expect(card.getByText('История статусов')).toBeVisible(loaded);
    await expect(card).toContainText('СБП');
    await expect(card.getByRole('link', { name: student })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(page).toHaveURL(/\/sales\?provider=sbp/);
  });

  test('куратор видит продажи только своих курсов, а «Продажи» ему закрыты', async ({ page }) => {
    const { token } = await apiSession(page.request, DEMO.curator);
    const mine = await page.request.get('/api/courses/my?take=100', {
      headers: { authorization: `Bearer ${token}` },
    });
    const courseNames = new Set(
      ((await mine.json()) as { items: { name: string }[] }).items.map((c) => c.name),
    );

    await login(page, DEMO.curator);
    await page.getByRole('link', { name: 'Продажи курсов' }).click();
    await expect(page).toHaveURL(/\/profile\/sales-courses$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Продажи курсов' })).toBeVisible();
    await expect.poll(() => figure(page, 'Платежей'), loaded).toMatch(/^\d/);
    const purchases = await page.locator('tbody tr td:nth-child(3)').allInnerTexts();
    // A course purchase is titled «Курс «Название»».
    for (const title of purchases) {
      expect(
        [...courseNames].some((name) => title.includes(name)),
        title,
      ).toBe(true);
    }

    const paid = await page.request.get('/api/payments?take=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(paid.status()).toBe(403);
    await page.goto('/sales');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
  });
});

const SHOTS = join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string) {
  await expect(page.locator('.p-skeleton')).toHaveCount(0);
  await still(page); // fonts loaded, no ripple, dialog or menu moving
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const [device, viewport] of [
    ['desktop', { width: 1366, height: 860 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    scanTest(`Скриншоты продаж: ${device}, ${theme}`, PICTURE, async ({ scanPage: { page, open } }) => {
      await page.setViewportSize(viewport);
      await open('admin', theme);
      await page.goto('/sales');
      await expect.poll(() => figure(page, 'Платежей'), loaded).toMatch(/^\d/);
      await shot(page, `sales-${device}-${theme}`);
      // The first payment's date opens its card (a table's first cell; a phone's card title).
      const firstDate = page.locator('tbody tr td:first-child, .app-list-card__title').first();
      await firstDate.getByRole('link').click();
      await expect(
        page.getByRole('dialog', { name: /Платёж №\d+/ }).getByText('История статусов'),
      ).toBeVisible();
      await shot(page, `sales-card-${device}-${theme}`);
      // A curator's tab as an admin sees it: the demo curator authors courses that sold.
      const { token } = await apiSession(page.request, DEMO.admin);
      const staff = await page.request.get(`/api/admins?search=${encodeURIComponent(DEMO.curator)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const [curator] = ((await staff.json()) as { items: { id: number }[] }).items;
      await page.goto(`/admins/${curator?.id}/sales-courses`);
      await expect.poll(() => figure(page, 'Платежей'), loaded).toMatch(/^\d/);
      await shot(page, `sales-courses-${device}-${theme}`);
    });
  }
}
