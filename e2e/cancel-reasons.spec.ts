import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { still, type Theme } from './support/a11y';
import { toast, unique } from './support/courses';
import { PICTURE, scanTest } from './support/scan-page';
import { confirmDialog, DEMO, signIn } from './support/session';
import { expect, type Page, test } from './support/test';

/** The last year on the school's clock: the demo data cancels subscriptions and signs students up in it. */
function lastYear(): string {
  const day = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(time);
  return `dateFrom=${day(Date.now() - 364 * 86_400_000)}&dateTo=${day(Date.now())}`;
}

const reasonItems = (page: Page) => page.getByRole('list', { name: 'Список причин' }).getByRole('listitem');

test.describe('Причины отмены и онбординг', () => {
  test('админ ведёт список причин, смотрит отмены за период и воронку онбординга', async ({ page }) => {
    test.slow(); // a dozen steps with a toast each; ~50 s alone on two busy cores
    const title = unique('Причина e2e');
    const renamed = `${title} (новое)`;
    await signIn(page, DEMO.admin);
    await page.goto(`/cancel-reasons?${lastYear()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Причины отмены' })).toBeVisible();

    // Add: it goes last.
    await page.getByRole('textbox', { name: 'Новая причина' }).fill(title);
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(toast(page)).toContainText('Причина добавлена');
    await expect(reasonItems(page).last()).toContainText(title);

    // Rename in place.
    await page.getByRole('button', { name: `Переименовать: ${title}` }).click();
    await page.getByRole('textbox', { name: 'Название причины' }).fill(renamed);
    await page.getByRole('textbox', { name: 'Название причины' }).press('Enter');
    await expect(toast(page)).toContainText('Причина переименована');
    await expect(reasonItems(page).last()).toContainText(renamed);

    // Move up with the keyboard's button: second to last, and still there after a reload.
    const count = await reasonItems(page).count();
    await page.getByRole('button', { name: `Переместить выше: ${renamed}` }).click();
    await expect(toast(page)).toContainText('Порядок сохранён');
    await page.reload();
    await expect(reasonItems(page).nth(count - 2)).toContainText(renamed);

    // Hide it.
    await page.getByRole('button', { name: `Скрыть: ${renamed}` }).click();
    await expect(toast(page)).toContainText('Причина скрыта');
    await expect(reasonItems(page).nth(count - 2)).toContainText('Скрыта');

    // A reason some cancellation names cannot be deleted; the unused new one can.
    await expect(
      page
        .getByRole('button', { name: /^Удалить: / })
        .and(page.locator(':disabled'))
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: `Удалить: ${renamed}` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
    await expect(toast(page)).toContainText('Причина удалена');
    await expect(reasonItems(page)).toHaveCount(count - 1);

    // The period's statistics: chart and table; a reason opens its cancellations.
    const chart = page.getByRole('region', { name: 'Причины отмен' });
    await expect(chart.getByRole('img', { name: 'Причины отмен' })).toBeVisible();
    await expect(chart.getByRole('columnheader', { name: 'Доля' })).toBeVisible();
    const firstReason = chart.getByRole('button', { name: /^Показать отмены: / }).first();
    const reasonTitle = (await firstReason.innerText()).trim();
    await firstReason.click();
    await expect(page).toHaveURL(/reason=\d+/);
    const cancellations = page.getByRole('region', { name: `Отмены: ${reasonTitle}` });
    await expect(cancellations.getByRole('link').first()).toBeVisible();
    await expect(cancellations.getByRole('columnheader', { name: 'Отменена' })).toBeVisible();

    // Onboarding: the cohort and the funnel table.
    await page.goto(`/onboarding-statistics?${lastYear()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Статистика по онбордингу' })).toBeVisible();
    await expect(page.getByText(/Зарегистрировались за период: \d/)).toBeVisible();
    const funnel = page.getByRole('region', { name: 'Воронка онбординга' }).first();
    await expect(funnel.getByRole('columnheader', { name: 'Конверсия из предыдущего шага' })).toBeVisible();
    await expect(funnel.getByRole('rowheader', { name: 'Регистрация' })).toBeVisible();
  });

  test('куратору обе страницы закрыты', async ({ page }) => {
    await signIn(page, DEMO.curator);
    await page.goto('/cancel-reasons');
    await expect(page.getByRole('heading', { name: 'Нет доступа' })).toBeVisible();
    await page.goto('/onboarding-statistics');
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
    scanTest(
      `Скриншоты причин отмены и онбординга: ${device}, ${theme}`,
      PICTURE,
      async ({ scanPage: { page, open } }) => {
        await page.setViewportSize(viewport);
        await open('admin', theme);
        await page.goto(`/cancel-reasons?${lastYear()}`);
        await page
          .getByRole('button', { name: /^Показать отмены: / })
          .first()
          .click();
        await expect(
          page
            .getByRole('region', { name: /^Отмены: / })
            .getByRole('link')
            .first(),
        ).toBeVisible();
        await shot(page, `cancel-reasons-${device}-${theme}`);
        await page.goto(`/onboarding-statistics?${lastYear()}`);
        await expect(page.getByText(/Зарегистрировались за период: \d/)).toBeVisible();
        await shot(page, `onboarding-${device}-${theme}`);
      },
    );
  }
}
