import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  expectNoSeriousViolations,
  expectRussianNames,
  openAs,
  settle,
  type Theme,
  type Visitor,
} from './support/a11y';
import { PICTURE, scanTest } from './support/scan-page';
import { apiSession, DEMO, signIn } from './support/session';
import { expect, type Page, type Request, test } from './support/test';

// Cold pages on a shared two-core machine: a first answer may take longer than the usual 10 s.
test.describe.configure({ timeout: 120_000 });
const loaded = { timeout: 30_000 };

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const tagList = (page: Page) => page.getByRole('list', { name: 'Теги раздела' });
const toast = (page: Page, detail: string) => page.locator('.p-toast-message').filter({ hasText: detail });

/** `#rrggbb` → `rgb(r, g, b)`, as the browser reports a computed colour. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** `UPDATE_SCREENSHOTS=1` writes into docs/screenshots; a plain run into test-results/. */
const DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? join(import.meta.dirname, '..', 'docs', 'screenshots')
    : join(import.meta.dirname, 'test-results', 'screenshots');
mkdirSync(DIR, { recursive: true });

const SHOTS: { file: string; visitor: Visitor; path: string; theme: Theme; width: number }[] = [
  { file: 'settings-promo-faq', visitor: 'admin', path: '/settings-promo', theme: 'light', width: 1366 },
  { file: 'phone-settings-promo-faq', visitor: 'admin', path: '/settings-promo', theme: 'light', width: 390 },
  { file: 'dark-settings-promo-faq', visitor: 'admin', path: '/settings-promo', theme: 'dark', width: 1366 },
  { file: 'support-faq', visitor: 'curator', path: '/settings-admin-info', theme: 'light', width: 1366 },
];

// Before the journey, so the pictures show the demo FAQ as seeded.
for (const { file, visitor, path, theme, width } of SHOTS) {
  scanTest(`Скриншот FAQ и тегов: ${file}`, PICTURE, async ({ scanPage: { page, open } }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(visitor, theme);
    await page.goto(path);
    await expect(tagList(page)).toBeVisible(loaded);
    await settle(page, theme);
    // The whole page: an element shot scrolls under the sticky topbar.
    await page.screenshot({ path: join(DIR, `${file}.png`), fullPage: true });
  });
}

test('FAQ и теги без серьёзных нарушений доступности, с открытым выбором тегов тоже', async ({ page }) => {
  await openAs(page, 'admin', 'light');
  await page.goto('/settings-promo');
  await expect(tagList(page)).toBeVisible(loaded);
  await settle(page, 'light');
  await expectNoSeriousViolations(page, 'панель FAQ и тегов', '.faq-panel');
  await expectRussianNames(page, '/settings-promo');
  // From the keyboard: the picker's combobox (a hidden input) takes focus, Enter opens it.
  await page.getByLabel('Теги вопроса 1', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.p-multiselect-panel')).toBeVisible();
  await expectNoSeriousViolations(page, 'список тегов вопроса', '.p-multiselect-panel');
  await page.screenshot({ path: join(DIR, 'settings-promo-faq-tags-picker.png') });
});

test.describe('FAQ и теги', () => {
  test('администратор правит ответ: PATCH только при изменении, текст сохраняется; добавляет цветной тег', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/settings-promo');
    const answer = field(page, 'Ответ 1');
    await expect(answer).not.toHaveValue('', loaded);

    const patches: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/api/faq/')) {
        patches.push(request);
      }
    });

    // Into the answer and out again without a change: nothing is sent.
    await answer.click();
    await field(page, 'Вопрос 1').click();
    await answer.click();
    await answer.press('Tab');
    await page.waitForTimeout(700);
    expect(patches).toHaveLength(0);

    // A changed answer: exactly one PATCH when the field is left, with the new answer only.
    const text = `Уроки открываются по расписанию; куратор отвечает в течение дня (${Date.now()}).`;
    await answer.fill(text);
    await expect(page.getByText(`${text.length} / 1300`)).toBeVisible();
    await answer.press('Tab');
    await expect(toast(page, 'Вопрос сохранён')).toBeVisible();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.postDataJSON()).toEqual({ answer: text });

    // Left once more unchanged: still one.
    await answer.click();
    await answer.press('Tab');
    await page.waitForTimeout(700);
    expect(patches).toHaveLength(1);

    await page.reload();
    await expect(field(page, 'Ответ 1')).toHaveValue(text, loaded);

    // A new tag: added under its name, drawn in the colour the server picked.
    const header = `Акции ${Date.now() % 100_000}`;
    await page.getByLabel('Новая категория').fill(header);
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(toast(page, `Тег добавлен: ${header}`)).toBeVisible();
    const label = tagList(page).getByText(header, { exact: true });
    await expect(label).toBeVisible();
    await expect(page.getByLabel('Новая категория')).toHaveValue('');

    const { token } = await apiSession(page.request, DEMO.admin);
    const response = await page.request.get('/api/tags/all', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { items } = (await response.json()) as { items: { header: string; color: string }[] };
    const color = items.find((tag) => tag.header === header)?.color;
    expect(color).toMatch(/^#[0-9a-f]{6}$/);
    await expect(label).toHaveCSS('background-color', rgb(color!));

    // The same name again: the server's message under the input, the name kept.
    await page.getByLabel('Новая категория').fill(header.toUpperCase());
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(page.getByText('Такой тег уже есть')).toBeVisible();
    await expect(page.getByLabel('Новая категория')).toHaveValue(header.toUpperCase());
  });

  test('куратор в «Поддержке» читает FAQ и теги, но не может добавить тег', async ({ page }) => {
    await signIn(page, DEMO.curator);
    await page.goto('/settings-admin-info');
    await expect(tagList(page)).toBeVisible(loaded);
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
    await expect(page.getByLabel('Новая категория')).toHaveCount(0);
    await expect(page.locator('.faq-panel').getByRole('textbox')).toHaveCount(0);
    // The read-only FAQ opens a question to its answer.
    const first = page.locator('.faq-accordion__item').first();
    await first.locator('summary').click();
    await expect(first.locator('.faq-accordion__answer')).toBeVisible();
  });
});
