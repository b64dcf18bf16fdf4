import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

/** Collects the analytics events the page dispatches (src/lib/analytics.ts). */
async function recordAnalytics(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as {__events: string[]}).__events = events;
    window.addEventListener('docs:analytics', (event) =>
      events.push((event as CustomEvent<{event: string}>).detail.event),
    );
  });
  return () => page.evaluate(() => (window as unknown as {__events: string[]}).__events);
}

test.describe('desktop header', () => {
  test.use({viewport: {width: 1280, height: 800}});

  for (const locale of ['en', 'ja'] as const) {
    test(`is 69 px tall with the logo, title, language menu and user area (${locale})`, async ({
      page,
    }) => {
      await page.goto(locale === 'en' ? 'guides/' : 'ja/guides/');
      await waitForHydration(page);
      const navbar = page.locator('nav.navbar');
      expect((await navbar.boundingBox())?.height).toBe(69);
      await expect(page.locator('.navbar__brand')).toHaveAttribute(
        'href',
        'https://www.mapbox.com/',
      );
      const siteTitle = page
        .locator('nav.navbar')
        .getByRole('link', {name: 'Mapbox GL JS', exact: true});
      await expect(siteTitle).toHaveAttribute(
        'href',
        locale === 'en' ? '/mapbox-gl-js/' : '/mapbox-gl-js/ja/',
      );
      await expect(page.getByTestId('user-area').getByRole('link')).toHaveCount(2);
      const titles =
        locale === 'en'
          ? ['Maps', 'Navigation', 'Search', 'Data', 'Help']
          : ['地図', 'ナビゲーション', '検索', 'データ', 'ヘルプ'];
      for (const title of titles) {
        await expect(page.getByRole('button', {name: title, exact: true})).toBeVisible();
      }
    });
  }

  test('a panel opens on hover, records NavHover, shows the overlay, and closes on leave', async ({
    page,
  }) => {
    const events = await recordAnalytics(page);
    await page.goto('guides/');
    await waitForHydration(page);
    const trigger = page.getByRole('button', {name: 'Maps', exact: true});
    const panel = page.locator('#nav-panel-maps');
    const overlay = page.getByTestId('nav-overlay');
    await expect(panel).toBeHidden();
    await expect(overlay).toHaveCSS('opacity', '0');
    await expect(overlay).toHaveCSS('transition-delay', '0.15s');
    await expect(overlay).toHaveCSS('top', '69px');

    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', {name: 'GL JS'})).toHaveAttribute(
      'href',
      'https://docs.mapbox.com/mapbox-gl-js/',
    );
    await expect(overlay).toHaveCSS('opacity', '1');
    expect(await events()).toEqual(['NavHover - maps']);

    await page.getByRole('button', {name: 'Help', exact: true}).hover();
    await expect(page.locator('#nav-panel-help')).toBeVisible();
    await expect(panel).toBeHidden();
    expect(await events()).toEqual(['NavHover - maps', 'NavHover - help']);

    await page.mouse.move(640, 600);
    await expect(page.locator('#nav-panel-help')).toBeHidden();
    await expect(overlay).toHaveCSS('opacity', '0');
  });

  test('panels open with the keyboard and close on Escape', async ({page}) => {
    await page.goto('guides/');
    await waitForHydration(page);
    const trigger = page.getByRole('button', {name: 'Search', exact: true});
    await trigger.focus();
    await expect(page.locator('#nav-panel-search')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-panel-search').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-panel-search')).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-panel-search')).toBeVisible();
  });

  test('Japanese panels link to the Japanese docs, except platform API references', async ({
    page,
  }) => {
    await page.goto('ja/guides/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'ヘルプ', exact: true}).hover();
    await expect(page.getByRole('link', {name: 'チュートリアル'})).toHaveAttribute(
      'href',
      'https://docs.mapbox.com/ja/help/tutorials/',
    );
    await expect(page.getByRole('link', {name: '開発者チャットコミュニティ'})).toHaveAttribute(
      'href',
      'https://discord.gg/mapbox',
    );
  });

  test('sign in and sign up carry the current page in route-to, also after navigation', async ({
    page,
  }) => {
    await page.goto('guides/?from=test#install');
    await waitForHydration(page);
    const signIn = page.getByRole('link', {name: 'Sign in'});
    const routeTo = async (link: typeof signIn) =>
      new URL((await link.getAttribute('href')) ?? '').searchParams.get('route-to');
    const signInUrl = new URL((await signIn.getAttribute('href')) ?? '');
    expect(signInUrl.origin + signInUrl.pathname).toBe('http://localhost:3031/auth/signin/');
    expect(await routeTo(signIn)).toBe(page.url());
    const signUp = page.getByRole('link', {name: 'Sign up'});
    expect(new URL((await signUp.getAttribute('href')) ?? '').pathname).toBe('/auth/signup/');
    await page
      .locator('.theme-doc-sidebar-menu')
      .getByRole('link', {name: 'Install', exact: true})
      .click();
    await expect(page.locator('article h1')).toHaveText('Install');
    expect(await routeTo(signIn)).toBe(page.url());
  });

  test('the language menu keeps the path, query string and hash', async ({page}) => {
    await page.goto('guides/install/?q=x#load-from-a-cdn');
    await waitForHydration(page);
    await page.locator('.navbar__items--right .dropdown').hover();
    const japanese = page.getByRole('link', {name: '日本語'});
    const target = /\/mapbox-gl-js\/ja\/guides\/install\/\?q=x#load-from-a-cdn$/;
    await expect(japanese).toHaveAttribute('href', target);
    // A full page load into the other locale's app: slower than a client navigation.
    await Promise.all([page.waitForURL(target, {timeout: 30_000}), japanese.click()]);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
    await page.goto('api/');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(640, 500);
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(50);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(50);
    await page.mouse.wheel(0, -200);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });
});

test.describe('mobile navigation', () => {
  test.use({viewport: {width: 375, height: 740}});

  test('the menu shows the panels one at a time and a Sign in / Sign up bottom bar', async ({
    page,
  }) => {
    await page.goto('guides/');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Maps', exact: true})).toBeHidden();
    await page.getByRole('button', {name: /Toggle navigation bar/}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // The bar of the panel on screen (the other panel is inert and slid away).
    const bar = sidebar.locator('.navbar-sidebar__item:not([inert]) [data-testid="user-area"]');
    // On doc pages the menu opens on the docs sidebar, which has the bar too;
    // the site menu is one level up.
    await expect(bar.getByRole('link', {name: 'Sign in'})).toBeVisible();
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await sidebar.getByRole('button', {name: 'Maps', exact: true}).click();
    await expect(sidebar.locator('#nav-mobile-panel-maps')).toBeVisible();
    await sidebar.getByRole('button', {name: 'Help', exact: true}).click();
    await expect(sidebar.locator('#nav-mobile-panel-help')).toBeVisible();
    await expect(sidebar.locator('#nav-mobile-panel-maps')).toBeHidden();
    await expect(bar.getByRole('link', {name: 'Sign in'})).toBeVisible();
    await expect(bar.getByRole('link', {name: 'Sign up'})).toBeVisible();
    // Edge to edge and down to the panel's foot: no item shows beside or below
    // the bar as a long list scrolls under it.
    await page.setViewportSize({width: 375, height: 420});
    await sidebar.getByRole('button', {name: 'Maps', exact: true}).click();
    const edges = await bar.evaluate((element) => {
      const scroller = element.closest('.navbar-sidebar__item')!;
      scroller.scrollTop = 0;
      const panel = scroller.getBoundingClientRect();
      const own = element.getBoundingClientRect();
      // Inside the panel's scroll bar, if it shows one.
      const right = panel.left + scroller.clientLeft + scroller.clientWidth;
      return {
        scrolls: scroller.scrollHeight > scroller.clientHeight,
        gaps: [
          own.left - panel.left,
          right - own.right,
          Math.max(0, panel.bottom - own.bottom),
        ].map((gap) => Math.abs(Math.round(gap))),
      };
    });
    expect(edges.scrolls, 'a list longer than the panel').toBe(true);
    expect(edges.gaps, 'gaps left, right and below the bar').toEqual([0, 0, 0]);
  });

  test('the menu closes when the viewport grows past 996 px', async ({page}) => {
    await page.goto('guides/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /Toggle navigation bar/}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1100, height: 740});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('the menu closes on back navigation', async ({page}) => {
    await page.goto('guides/');
    await waitForHydration(page);
    await page.goto('guides/install/');
    await waitForHydration(page);
    await page.getByRole('button', {name: /Toggle navigation bar/}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.goBack();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });
});
