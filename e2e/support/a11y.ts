import { type APIRequestContext, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { apiSession, DEMO } from './session';

export type Theme = 'light' | 'dark';
export const THEMES: Theme[] = ['light', 'dark'];

/** Who opens a route: nobody (the login page) or one of the demo accounts. */
export type Visitor = 'guest' | 'admin' | 'curator';

/** The impacts that fail the scan (issue 8, item 12); moderate and minor ones are reported by axe only. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The layout store's remembered theme (localStorage `layout`) and, for a signed-in visitor, the session
 * keys, written before the app's scripts run on every load of the page.
 */
export async function openAs(page: Page, visitor: Visitor, theme: Theme): Promise<void> {
  const session = visitor === 'guest' ? null : await sessionOf(page.request, visitor);
  await page.addInitScript(
    ({ theme, session }) => {
      localStorage.setItem('layout', JSON.stringify({ theme, menuMode: 'static' }));
      if (session) {
        localStorage.setItem('token', session.token);
        localStorage.setItem('role', session.role);
      }
    },
    { theme, session },
  );
}

/**
 * Another theme in the same page: remembered as the right panel would, then `path` loads again (not a reload:
 * an overlay such as a payment card may have changed the address).
 */
export async function switchTheme(page: Page, theme: Theme, path: string): Promise<void> {
  await page.evaluate(
    (theme) => localStorage.setItem('layout', JSON.stringify({ theme, menuMode: 'static' })),
    theme,
  );
  await page.goto(path);
}

export const sessionOf = (request: APIRequestContext, visitor: Exclude<Visitor, 'guest'>) =>
  apiSession(request, visitor === 'admin' ? DEMO.admin : DEMO.curator);

/** Waits until the theme's stylesheet is applied, nothing is loading and no transition is running. */
export async function settle(page: Page, theme: Theme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.waitForFunction(() => {
    const link = document.getElementById('app-theme') as HTMLLinkElement | null;
    return link?.sheet != null;
  });
  await expect(page.locator('.p-skeleton')).toHaveCount(0);
  await still(page);
}

/**
 * Waits until the fonts are loaded and, a frame after the last change, no animation or transition runs (a
 * ripple, a dialog or the menu sliding in): what a picture or a colour check should see. The charts draw
 * without animation (shared/charts/chart-config.ts), so there is nothing more to wait for.
 */
export async function still(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** The rules a theme can change: the markup is the same in both, only the colours differ. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * One theme's scan of the page (or only `within`): in the light theme every axe rule and the Russian names, in
 * the dark one only the colour rules — the same markup was scanned in full in the light theme just before
 * (the scans go light, then dark), and a full second run cost a second per page.
 */
export async function scanTheme(page: Page, theme: Theme, where: string, within?: string): Promise<void> {
  const light = theme === 'light';
  await expectNoSeriousViolations(page, `${where} (${theme})`, within, light ? undefined : COLOUR_RULES);
  if (light) await expectRussianNames(page, where);
}

/**
 * Runs axe over the page (or only `within`, e.g. an open dialog), every rule or only `rules`, and fails with
 * every serious or critical violation: its rule id, impact, help text and the selectors of the offending
 * elements.
 */
export async function expectNoSeriousViolations(
  page: Page,
  where: string,
  within?: string,
  rules?: string[],
): Promise<void> {
  // Legacy mode: axe runs once in the page instead of in every frame and then again in a blank page to merge.
  // The app has no frames from another origin (asserted below), so it sees the same. Only the violations come
  // back, not every passing node.
  expect(foreignFrames(page), `чужие фреймы на ${where}`).toEqual([]);
  const violations = await runAxe(page, within, rules);
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const elements = blocking.reduce((sum, violation) => sum + violation.nodes.length, 0);
  const report = blocking.map(
    (violation) =>
      `${violation.id} [${violation.impact}] ${violation.help}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  // Soft: one run reports the page and each of its overlays.
  expect
    .soft(report, `axe на ${where}: ${blocking.length} правил, ${elements} элементов\n${report.join('\n')}`)
    .toEqual([]);
}

type AxeWindow = { axe?: typeof axe };

/**
 * axe-core's run in legacy mode (one run in the page, no per-frame merge), over the page or only `within`.
 * axe is put into a document once: the scans of its overlays reuse it instead of sending its 550 KB again.
 */
async function runAxe(
  page: Page,
  within: string | undefined,
  rules: string[] | undefined,
): Promise<axe.Result[]> {
  // An overlay just opened may still fade in: its colours mid-transition are not what a person reads.
  await still(page);
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axe.source);
    await page.evaluate(() => (window as AxeWindow).axe!.configure({ allowedOrigins: ['<same_origin>'] }));
  }
  return page.evaluate(
    async ({ within, rules }) => {
      const context = within ? { include: [within], exclude: [] } : document;
      const results = await (window as AxeWindow).axe!.run(context, {
        resultTypes: ['violations'],
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      });
      return results.violations;
    },
    { within, rules },
  );
}

/** Frames of another origin than the page's, which legacy mode would not scan. */
function foreignFrames(page: Page): string[] {
  const origin = new URL(page.url()).origin;
  return page
    .frames()
    .map((frame) => frame.url())
    .filter(
      (url) => url !== 'about:blank' && !url.startsWith('about:srcdoc') && new URL(url).origin !== origin,
    );
}

/**
 * Names given in markup (aria-label, placeholder, title) are Russian (issue 8, item 11): none is made of
 * Latin words alone («breadcrumb», «Jump to Page Dropdown»). E-mail addresses are set aside; a name
 * with any Cyrillic letter passes, so course titles like «Python для начинающих» do.
 */
export async function expectRussianNames(page: Page, where: string): Promise<void> {
  const english = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]')).flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].flatMap((attribute) => {
        const value = (element.getAttribute(attribute) ?? '').replace(/\S+@\S+/g, '');
        return /[A-Za-z]{3,}/.test(value) && !/[А-Яа-яЁё]/.test(value) ? [`${attribute}="${value}"`] : [];
      }),
    ),
  );
  expect.soft(english, `английские подписи на ${where}`).toEqual([]);
}
