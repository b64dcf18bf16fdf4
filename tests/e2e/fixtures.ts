import {test as base, expect, type ConsoleMessage, type Page} from '@playwright/test';

interface ConsoleGuard {
  /** Console errors matching one of these patterns are provoked on purpose. */
  allow: (...patterns: RegExp[]) => void;
  /** Everything logged at warning level, for tests that expect a warning. */
  warnings: string[];
}

/**
 * Signed-out readers get a 401 from the account site's session check, and
 * Chromium logs every non-2xx fetch as a console error. That one is normal.
 */
function isSignedOutSessionAnswer(message: ConsoleMessage): boolean {
  return (
    message.type() === 'error' &&
    message.location().url.endsWith('/api/session') &&
    message.text().includes('status of 401')
  );
}

/**
 * Every test fails on a console error or an uncaught exception in the page,
 * unless the test declared it with `consoleGuard.allow(...)`.
 */
export const test = base.extend<{consoleGuard: ConsoleGuard}>({
  consoleGuard: [
    async ({page}, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (isSignedOutSessionAnswer(message)) {
          return;
        }
        if (message.type() === 'error') {
          errors.push(message.text());
        } else if (message.type() === 'warning') {
          warnings.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use({allow: (...patterns) => allowed.push(...patterns), warnings});
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}
