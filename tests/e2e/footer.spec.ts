import type {Page} from '@playwright/test';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {LOCALES, localisedPath, type Locale} from '../support/routes';
import {expect, test, waitForHydration} from './fixtures';

const settings = resolveSettings(process.env);
const {productId, productName} = settings;
// The expected URLs are written out here, not read from src/data/footer.ts,
// so a wrong path in the data file fails the test.
const home = settings.providerHomepage.replace(/\/*$/, '/');

const LEGAL_LINKS = [
  {en: 'Terms', ja: '利用規約', href: `${home}legal/tos/`},
  {en: 'Privacy', ja: 'プライバシー', href: `${home}legal/privacy/`},
  {en: 'Security', ja: 'セキュリティ', href: `${home}about/security/`},
  {
    en: 'Your California Privacy Choices',
    ja: 'カリフォルニア州のプライバシーに関する選択',
    href: `${home}legal/privacy/#us-state-privacy-rights`,
  },
] as const;

const OFFLINE_LINK = {en: 'Read offline', ja: 'オフラインで読む'} as const;

const SOCIAL_LINKS = [
  {network: 'GitHub', href: `https://github.com/${productId}`},
  {network: 'Twitter', href: `https://twitter.com/${productId}`},
  {network: 'LinkedIn', href: `https://www.linkedin.com/company/${productId}`},
  {network: 'Facebook', href: `https://www.facebook.com/${productId}`},
  {network: 'Instagram', href: `https://www.instagram.com/${productId}`},
  {network: 'Discord', href: `https://discord.gg/${productId}`},
] as const;

function socialName(locale: Locale, network: string): string {
  return locale === 'ja' ? `${productName} の ${network}` : `${productName} on ${network}`;
}

const VIEWPORTS = {
  desktop: {width: 1280, height: 800},
  mobile: {width: 375, height: 740},
} as const;

const PAGES = ['', 'guides/install/'];

/** The footer's minimum height in the page shell's design. */
const MIN_FOOTER_HEIGHT = 72;
/** WCAG 2.5.5 touch target size, asked of the icon links on mobile. */
const MIN_TOUCH_TARGET = 44;

interface FocusStop {
  href: string;
  /** Whether the focused link draws a focus indicator (:focus-visible with an outline). */
  indicated: boolean;
}

/** Keyboard-focusable elements, for finding where the main content's tab order ends. */
const FOCUSABLE =
  ':is(a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])):visible';

/**
 * Focuses the last focusable element of the main content (tabbing there
 * from the top takes hundreds of presses on a docs page), then presses Tab
 * and returns every element focused in the footer until focus leaves it.
 */
async function tabThroughFooter(page: Page): Promise<FocusStop[]> {
  await page.locator(`#__docusaurus_skipToContent_fallback ${FOCUSABLE}`).last().focus();
  const stops: FocusStop[] = [];
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element?.closest('.theme-layout-footer')) {
        return null;
      }
      return {
        href: element.getAttribute('href') ?? '',
        indicated:
          element.matches(':focus-visible') && getComputedStyle(element).outlineStyle !== 'none',
      };
    });
    if (!stop) {
      return stops;
    }
    stops.push(stop);
  }
  return stops;
}

for (const locale of LOCALES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${locale} ${device} footer`, () => {
      test.use({viewport});

      for (const path of PAGES) {
        test(`content, links and Tab order on /${path}`, async ({page}) => {
          await page.goto(localisedPath(locale, path));
          await waitForHydration(page);
          const footer = page.getByRole('contentinfo');
          await footer.scrollIntoViewIfNeeded();
          await expect(footer).toBeVisible();

          // The last thing on the page (below it only the room kept free for
          // the AI widget's bar, when the widget is on the page), and at least
          // as low as the window's bottom edge on short pages.
          const position = await footer.evaluate((element) => ({
            bottom: element.getBoundingClientRect().bottom + window.scrollY,
            height: element.getBoundingClientRect().height,
            pageHeight: document.documentElement.scrollHeight,
            keptForWidget: parseFloat(
              getComputedStyle(document.getElementById('__docusaurus')!).paddingBottom,
            ),
            windowHeight: window.innerHeight,
          }));
          expect(position.height).toBeGreaterThanOrEqual(MIN_FOOTER_HEIGHT);
          expect(
            Math.abs(position.bottom + position.keptForWidget - position.pageHeight),
          ).toBeLessThanOrEqual(1);
          expect(position.bottom).toBeGreaterThanOrEqual(position.windowHeight - 1);

          await expect(footer).toContainText(`© ${new Date().getFullYear()} ${productName}`);

          for (const link of LEGAL_LINKS) {
            await expect(
              footer.getByRole('link', {name: link[locale], exact: true}),
            ).toHaveAttribute('href', link.href);
          }

          for (const {network, href} of SOCIAL_LINKS) {
            const link = footer.getByRole('link', {name: socialName(locale, network), exact: true});
            await expect(link).toHaveAttribute('href', href);
            await expect(link).toHaveAttribute('target', '_blank');
            await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
            await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
            if (device === 'mobile') {
              const box = await link.boundingBox();
              expect(box?.width).toBeGreaterThanOrEqual(MIN_TOUCH_TARGET);
              expect(box?.height).toBeGreaterThanOrEqual(MIN_TOUCH_TARGET);
            }
          }
          // The page that saves the docs for offline reading, in the page's locale.
          const offline = {href: `${baseUrlFor(settings)}${localisedPath(locale, 'offline/')}`};
          await expect(
            footer.getByRole('link', {name: OFFLINE_LINK[locale], exact: true}),
          ).toHaveAttribute('href', offline.href);
          await expect(footer.getByRole('link')).toHaveCount(
            1 + LEGAL_LINKS.length + SOCIAL_LINKS.length,
          );

          // Tab reaches every footer link, in order, with a visible focus ring.
          const stops = await tabThroughFooter(page);
          expect(stops).toEqual(
            [offline, ...LEGAL_LINKS, ...SOCIAL_LINKS].map(({href}) => ({href, indicated: true})),
          );
        });
      }
    });
  }
}
