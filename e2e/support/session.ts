import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Demo accounts seeded at the server's first start (conventions "Demo data"). */
export const DEMO = {
  superAdmin: 'super@demo.test',
  admin: 'admin@demo.test',
  curator: 'curator@demo.test',
  speaker: 'speaker@demo.test',
  password: 'demo1234',
} as const;

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Signs in through the form and lands in the profile: for the journeys about signing in itself. */
export async function loginWithForm(
  page: Page,
  email: string,
  password: string = DEMO.password,
): Promise<void> {
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/profile\/courses$/);
}

export type ApiSession = { token: string; role: string };

/** Signs in through the API (no page): the token and role the app keeps in localStorage. */
export async function apiSession(
  request: APIRequestContext,
  email: string,
  password: string = DEMO.password,
): Promise<ApiSession> {
  const response = await request.post('/api/auth/login?isAdmin=true', { data: { email, password } });
  expect(response.status(), `вход ${email}`).toBe(200);
  return (await response.json()) as ApiSession;
}

/**
 * Signs in as the form would (a token of this test's own, in localStorage) without booting the app: the
 * storage is written on a same-origin JSON answer, so the test's next `goto` is the app's first load. The form
 * itself is covered by the sign-in journeys (auth.spec.ts).
 */
export async function signIn(page: Page, email: string, password: string = DEMO.password): Promise<void> {
  const session = await apiSession(page.request, email, password);
  await page.goto('/api/health');
  await page.evaluate(({ token, role }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('role', role);
  }, session);
}

/** Signs in through the API and opens the profile, where the form would have landed. */
export async function login(page: Page, email: string, password: string = DEMO.password): Promise<void> {
  await signIn(page, email, password);
  await page.goto('/profile/courses');
  await expect(page).toHaveURL(/\/profile\/courses$/);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Меню' });
}

export async function sidebarEntries(page: Page): Promise<string[]> {
  const entries = sidebar(page).locator('.app-menu > li');
  await expect(entries.first()).toBeVisible();
  // The labels only: the queues' overdue badges arrive with the pulse, whenever it answers.
  return entries.evaluateAll((items) =>
    items.map((item) => {
      let text = (item as HTMLElement).innerText;
      for (const badge of Array.from(item.querySelectorAll<HTMLElement>('.app-menuitem-badge'))) {
        text = text.replace(badge.innerText, '');
      }
      return text.trim();
    }),
  );
}

/** PrimeReact's ConfirmDialog (the logout question). */
export function confirmDialog(page: Page) {
  return page.locator('.p-confirm-dialog');
}

export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(window.localStorage));
}
