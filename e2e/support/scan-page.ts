import type { BrowserContext, Page } from '@playwright/test';
import { sessionOf, type Theme, type Visitor } from './a11y';
import { test as base, checkConsole, recordConsole } from './test';

/**
 * A test that takes pictures for people to look at (test-results/screenshots) and asserts no more than that its
 * page loaded — which the axe scan asserts of every route in both themes and lists.spec.ts on a phone. Not in
 * `npm test`: `npm run screenshots` takes them all (docs/testing.md).
 */
export const PICTURE = { tag: '@screenshot' };

/**
 * One page per worker for the tests that only load a page and look at it (the axe scan, the sections'
 * screenshots): every test is a fresh load of the app in the same tab, so the bundles come from the warm HTTP and
 * code caches of one renderer instead of a new context's cold ones (~1.5 s a load here). Before each test the
 * page is reset to what a new context holds: the default viewport, no routes, nothing in storage but the
 * visitor's session and the theme. A journey that changes data keeps Playwright's own fresh `page`.
 */
export const scanTest = base.extend<{ scanPage: ScanPage }, { warmContext: BrowserContext }>({
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        locale,
        timezoneId,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await context.newPage();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  scanPage: async ({ warmContext, viewport }, use, testInfo) => {
    const page = warmContext.pages()[0]!;
    // A test may have drawn the page at a phone's width.
    if (viewport) await page.setViewportSize(viewport);
    const said: string[] = [];
    const stop = recordConsole(page, said);
    await use({
      page,
      async open(visitor, theme, path) {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        const session = visitor === 'guest' ? null : await sessionOf(page.request, visitor);
        // A same-origin answer that is not the app: storage is written before the app's first script runs.
        await page.goto('/api/health');
        await page.evaluate(
          ({ theme, session }) => {
            localStorage.clear();
            sessionStorage.clear();
            localStorage.setItem('layout', JSON.stringify({ theme, menuMode: 'static' }));
            if (session) {
              localStorage.setItem('token', session.token);
              localStorage.setItem('role', session.role);
            }
          },
          { theme, session },
        );
        if (path) await page.goto(path);
      },
    });
    // What the `page` fixture's `screenshot: 'only-on-failure'` would keep.
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
    }
    stop();
    checkConsole(testInfo, said);
  },
});

export type ScanPage = {
  page: Page;
  /** Signs `visitor` in (a token of this test's own), remembers `theme` and loads `path` if given. */
  open(visitor: Visitor, theme: Theme, path?: string): Promise<void>;
};
