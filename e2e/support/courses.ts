import { expect, type Page } from '@playwright/test';
import { confirmDialog, sidebar } from './session';

/** A name no other run or test uses, so journeys do not depend on each other's data. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export function toast(page: Page) {
  return page.locator('.p-toast');
}

export async function logout(page: Page): Promise<void> {
  await sidebar(page).getByRole('button', { name: 'Выход' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Да' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Creates a course from /courses (admins) or «Мои курсы» and lands on its page; returns the page's URL. */
export async function createCourse(page: Page, name: string, from = '/courses'): Promise<string> {
  await page.goto(from);
  await page.getByRole('button', { name: 'Создать курс' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Новый курс' });
  await dialog.getByLabel('Название').fill(name);
  await dialog.getByRole('button', { name: 'Создать курс' }).click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.url();
}

/** «Добавить модуль» / «Добавить урок: …»: the name dialog, then its success toast. */
export async function addNamed(page: Page, button: string, name: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
}

/** The module headings and lesson names of the course page, in their shown order. */
export async function outline(page: Page): Promise<string[]> {
  return page.locator('.app-module__title, .app-lesson-item__name').allInnerTexts();
}

/** A PrimeReact Dropdown: its trigger button is named by the placeholder (or the chosen label). */
export async function pickOption(page: Page, trigger: string, option: string): Promise<void> {
  await page.getByRole('button', { name: trigger, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
