import { expect, type Page } from '@playwright/test';
import { unique } from './courses';

/** A 1×1 PNG made in the test (no fixture files). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Names and an e-mail no other run uses: `{ lastName, firstName, email, name }` («Фамилия Имя»). */
export function uniquePerson(prefix: string) {
  const tag = unique('').trim();
  const lastName = `${prefix}${tag}`;
  const firstName = 'Тест';
  return { lastName, firstName, email: `e2e-${tag}@example.com`, name: `${lastName} ${firstName}` };
}

/** A day `offset` days from today as the browser (Europe/Moscow) sees it. */
function dayFromToday(offset: number): Date {
  return new Date(Date.now() + offset * 86_400_000);
}

/** `dd.MM.yyyy` of a day `offset` days from today: what a date field takes and shows. */
export function dayText(offset = 0): string {
  return dayFromToday(offset).toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
}

/** The same day as the app prints it next to a tag: `'21 нояб. 2026'` (no «г.»). */
export function dayLabel(offset = 0): string {
  return dayFromToday(offset)
    .toLocaleDateString('ru-RU', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/Moscow',
    })
    .replace(/\s?г\./, '');
}

export type Person = ReturnType<typeof uniquePerson>;

/** /users → «Добавить пользователя» → the card of the new student. */
export async function createStudent(page: Page, person: Person): Promise<void> {
  await page.goto('/users');
  await page.getByRole('button', { name: 'Добавить пользователя' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новый пользователь' });
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Фамилия').fill(person.lastName);
  await dialog.getByLabel('Имя').fill(person.firstName);
  await dialog.getByLabel('Телефон').fill('8 (999) 123-45-67');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
}
