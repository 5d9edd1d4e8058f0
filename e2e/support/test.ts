import { test as base, type Page, type TestInfo } from '@playwright/test';

export * from '@playwright/test';

/**
 * What a page says in the console is part of what a test checks (issue 29, item 7): every error, warning and
 * uncaught exception fails the test unless the test declared it with `allowConsole`. A 4xx the API answers
 * is the product working (the page shows it in Russian), so Chromium's «Failed to load resource … status of
 * 4xx» is not counted; a 5xx is.
 */
const EXPECTED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

const allowed = new Map<string, RegExp[]>();

/** Declares console messages the current test expects (each a pattern of the message's text). */
export function allowConsole(...patterns: RegExp[]): void {
  const { testId } = base.info();
  allowed.set(testId, [...(allowed.get(testId) ?? []), ...patterns]);
}

/** Records `page`'s console errors, warnings and uncaught exceptions; returns the stop of the recording. */
export function recordConsole(page: Page, into: string[]): () => void {
  const onConsole = (message: { type(): string; text(): string }) => {
    const type = message.type();
    if ((type === 'error' || type === 'warning') && !EXPECTED_4XX.test(message.text()))
      into.push(`${type}: ${message.text()}`);
  };
  const onPageError = (error: Error) => into.push(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  };
}

/** Fails a test that passed so far when its pages said what it did not declare. */
export function checkConsole(testInfo: TestInfo, said: readonly string[]): void {
  const patterns = allowed.get(testInfo.testId) ?? [];
  allowed.delete(testInfo.testId);
  const unexpected = said.filter((text) => !patterns.some((pattern) => pattern.test(text)));
  if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus) {
    throw new Error(`The page wrote to the console what the test did not expect:\n${unexpected.join('\n')}`);
  }
}

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    const said: string[] = [];
    const stop = recordConsole(page, said);
    await use(page);
    stop();
    checkConsole(testInfo, said);
  },
});
