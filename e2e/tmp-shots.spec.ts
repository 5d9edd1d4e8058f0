import { DEMO, signIn } from './support/session';
import { expect, test } from './support/test';

for (const [who, email] of [
  ['admin', DEMO.admin],
  ['curator', DEMO.curator],
] as const) {
  for (const width of [1366, 390]) {
    test(`shot ${who} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await signIn(page, email);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/dash-${who}-${width}.png`, fullPage: true });
      if (who === 'admin' && width === 1366) {
        await page.goto('/profile/settings');
        await expect(page.getByText('Стартовая страница')).toBeVisible();
        await page.waitForTimeout(800);
        await page.screenshot({ path: '/tmp/shots/settings-1366.png', fullPage: true });
      }
    });
  }
}
