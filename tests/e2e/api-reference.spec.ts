import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Locator, Page} from '@playwright/test';

import {API_PAGES} from '../../docs/api/_entries';
import {localizeApiPage} from '../../plugins/api-reference/build/localize';
import {filterPage} from '../../plugins/api-reference/model/filter';
import {tocOf} from '../../plugins/api-reference/model/toc';
import {readExpectedEntries} from '../support/apiReferenceList';
import {wcagViolations} from '../support/axe';
import {LOCALES, localisedPath} from '../support/routes';
import {load} from 'cheerio';

import {baseUrlFor, resolveSettings} from '../../src/config/settings';
import {BuiltSite} from '../support/crawl';
import {PRISM_CHUNK, requestsTo} from '../support/network';
import {expect, test, waitForHydration} from './fixtures';

const SETTINGS = resolveSettings(process.env);
const BASE_PATH = baseUrlFor(SETTINGS);

/**
 * The seven API pages, rendered from docs/api/_entries by the ApiReference
 * component: anchors for everything the product reference lists, the filter,
 * deep links into collapsed groups, type links, related examples and search.
 */

const EXPECTED = readExpectedEntries();

const filterBox = (page: Page) => page.locator('[data-api-filter]');
const filterCount = (page: Page) => page.locator('[data-api-filter-count]');
const member = (page: Page, anchor: string) => page.locator(`[data-api-member="${anchor}"]`);
const section = (page: Page, id: string) => page.locator(`details[id="${id}"]`);

/** Whether React has taken over the element: hydrated or rendered it. */
const isReactManaged = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

// The anchors are in the served HTML (search hits and shared links land on
// them before hydration), so each locale's seven pages are read from it.
for (const locale of LOCALES) {
  test(`${locale}: every API page has an entry for everything the reference lists`, async ({
    request,
  }) => {
    for (const apiPage of API_PAGES) {
      const response = await request.get(localisedPath(locale, `api/${apiPage.id}/`));
      expect(response.status()).toBe(200);
      const $ = load(await response.text());
      expect($(`[data-api-reference="${apiPage.id}"]`).length, apiPage.id).toBe(1);
      expect($('[data-api-item] > div > h2[id]').length, apiPage.id).toBe(apiPage.items.length);
      const ids = new Set(
        $('[id]')
          .map((_, element) => $(element).attr('id'))
          .get(),
      );
      const missing = EXPECTED.filter(
        (entry) => entry.page === apiPage.id && !entry.anchors.some((anchor) => ids.has(anchor)),
      ).map((entry) => `${apiPage.id}: ${entry.label}`);
      expect(missing).toEqual([]);
      // The table of contents lists every entry, group and member, in the page's words.
      const expected = tocOf(localizeApiPage(apiPage, locale, SETTINGS)).map(
        ({id, value}) => `#${id} ${load(value).text()}`,
      );
      const listed = $('.table-of-contents')
        .first()
        .find('a')
        .map((_, link) => `${$(link).attr('href')} ${$(link).text()}`)
        .get();
      expect(listed, apiPage.id).toEqual(expected);
    }
  });
}

test('the filter narrows the page as you type and Escape restores it', async ({page}) => {
  // Filtering and restoring the Map page re-renders about 250 entries three
  // times; with software rendering on two shared cores that alone can take
  // most of the default 30 s.
  test.slow();
  await open(page, 'api/map/');
  const total = (await filterCount(page).textContent()) ?? '';
  expect(total).toMatch(/^\d+ entries$/);
  // A closed group's content is the server's HTML, not hydrated, until the
  // reader first opens it; then React renders it, highlighted, in its place.
  const layersExample = member(page, 'map#addlayer').locator('pre').first();
  expect(await isReactManaged(layersExample)).toBe(false);
  const layersHtml = await layersExample.innerHTML();
  // The reader opens one group before filtering; it must come back open afterwards.
  await section(page, 'map-layers').locator('summary').click();
  await expect(section(page, 'map-layers')).toHaveAttribute('open', '');
  await expect.poll(() => isReactManaged(layersExample)).toBe(true);
  expect(await layersExample.innerHTML()).toBe(layersHtml);
  expect(await isReactManaged(member(page, 'map#flyto').locator('pre').first())).toBe(false);
  await expect(section(page, 'map-camera-methods')).not.toHaveAttribute('open');

  await filterBox(page).fill('flyto');
  await expect(filterCount(page)).toHaveText(`1 of ${total}`);
  await expect(member(page, 'map#flyto')).toBeVisible();
  await expect(member(page, 'map#easeto')).toBeHidden();
  await expect(section(page, 'map-camera-methods')).toHaveAttribute('open', '');
  await expect(section(page, 'map-layers')).toBeHidden();
  expect(new URL(page.url()).searchParams.get('filter')).toBe('flyto');

  await filterBox(page).fill('map.setPaint');
  await expect(member(page, 'map#setpaintproperty')).toBeVisible();
  await expect(filterCount(page)).toHaveText(`1 of ${total}`);

  await filterBox(page).press('Escape');
  await expect(filterBox(page)).toHaveValue('');
  await expect(filterCount(page)).toHaveText(total);
  await expect(section(page, 'map-layers')).toHaveAttribute('open', '');
  await expect(section(page, 'map-camera-methods')).not.toHaveAttribute('open');
  await expect(member(page, 'map#setpaintproperty')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('filter')).toBe(false);
});

test('the filter matches parameter rows, says when nothing matches, and is kept in the URL', async ({
  page,
}) => {
  await open(page, 'api/markers/?filter=draggable');
  await expect(filterBox(page)).toHaveValue('draggable');
  await expect(page.locator('tr[id="marker.param:options.draggable"]')).toBeVisible();
  await expect(member(page, 'marker#setdraggable')).toBeVisible();
  await expect(page.locator('[data-api-item="popup"]')).toBeHidden();

  await filterBox(page).fill('no-such-member');
  await expect(filterCount(page)).toHaveText(/^0 of \d+ entries$/);
  const noMatch = page.locator('[data-api-no-match]');
  await expect(noMatch).toContainText('no-such-member');
  await noMatch.getByRole('button').click();
  await expect(filterBox(page)).toHaveValue('');
  await expect(page.locator('[data-api-item="popup"]')).toBeVisible();
});

test('the filter is labelled and reachable from the keyboard (ja)', async ({page}) => {
  await open(page, 'ja/api/geography/');
  const box = page.getByRole('searchbox', {name: '絞り込み'});
  await box.focus();
  await page.keyboard.type('convert');
  const geography = API_PAGES.find(({id}) => id === 'geography');
  const expected = geography && filterPage(geography, 'convert');
  expect(expected?.shown).toBeGreaterThanOrEqual(2);
  await expect(filterCount(page)).toHaveText(`${expected?.total} 件中 ${expected?.shown} 件`);
  await expect(member(page, 'lnglat.convert')).toBeVisible();
  await expect(member(page, 'lnglat#wrap')).toBeHidden();
});

test('open groups below the first screen keep the server HTML until they come near, then go live', async ({
  page,
}) => {
  const closedChunk = /\/assets\/js\/api-closed-[\w-]+\.[0-9a-f]+\.js$/;
  const asked = requestsTo(page, closedChunk);
  const prism = requestsTo(page, PRISM_CHUNK);
  // A first entry without a parameters table: its first open group is live at once.
  await open(page, 'api/events/');
  await expect.poll(() => isReactManaged(member(page, 'evented#on'))).toBe(true);
  expect(asked, 'the first screen needs nothing deferred').toEqual([]);
  // Marker's members come after its parameters table, the Popup's far below: neither is live at once.
  await open(page, 'api/markers/');
  expect(await isReactManaged(member(page, 'marker#addto'))).toBe(false);
  const popupAddTo = member(page, 'popup#addto');
  await expect(popupAddTo).toBeAttached();
  expect(await isReactManaged(popupAddTo)).toBe(false);
  expect(asked, 'nothing deferred is loaded with the page').toEqual([]);
  await popupAddTo.scrollIntoViewIfNeeded();
  await expect.poll(() => isReactManaged(popupAddTo)).toBe(true);
  await expect(popupAddTo.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
  expect(asked).toHaveLength(1);
  // Its code keeps the server's highlighting, taken from the copy it replaced.
  await expect(popupAddTo.locator('pre code .token').first()).toBeVisible();
  expect(prism, 'the highlighter is not loaded to show the server-highlighted code').toEqual([]);
});

test('a deep link opens the collapsed group and scrolls to the member', async ({page}) => {
  // Two loads of the long Map page (English, then Japanese).
  test.slow();
  // Wide enough for the contents column.
  await page.setViewportSize({width: 1280, height: 800});
  await open(page, 'api/map/#map#setpaintproperty');
  await expect(section(page, 'map-layers')).toHaveAttribute('open', '');
  await expect(page.locator('h3[id="map#setpaintproperty"]')).toBeInViewport();
  // The contents column, scrolled on its own, shows where the reader is.
  const current = page.locator('.table-of-contents a[href="#map#setpaintproperty"]');
  await expect(current).toHaveClass(/table-of-contents__link--active/);
  await expect(current).toBeInViewport();
  expect(
    await page
      .locator('.table-of-contents')
      .first()
      .evaluate((list) => list.parentElement!.scrollTop),
    'the column scrolled, not only the page',
  ).toBeGreaterThan(0);
  // Other groups stay as they were.
  await expect(section(page, 'map-camera-methods')).not.toHaveAttribute('open');

  // The table of contents links into closed groups too (client-side navigation), and to groups.
  await page.locator('.table-of-contents a[href="#map-camera-methods"]').click();
  await expect(section(page, 'map-camera-methods')).toHaveAttribute('open', '');
  await expect(section(page, 'map-camera-methods')).toBeInViewport();
  await page.locator('.table-of-contents a[href="#map.event:click"]').click();
  await expect(section(page, 'map-events')).toHaveAttribute('open', '');
  await expect(page.locator('h3[id="map.event:click"]')).toBeInViewport();
  // Marked as current, though closed groups above keep their members' boxes from when they were open.
  await expect(page.locator('.table-of-contents__link--active')).toHaveAttribute(
    'href',
    '#map.event:click',
  );

  // A constructor option row lives in the (long, closed) options table.
  await open(page, 'ja/api/map/#map.param:options.cooperativegestures');
  await expect(section(page, 'map-options')).toHaveAttribute('open', '');
  await expect(page.locator('tr[id="map.param:options.cooperativegestures"]')).toBeInViewport();
});

test('a closed group loads its content when first opened, and keeps the server copy if it cannot', async ({
  page,
  consoleGuard,
}) => {
  // Two loads of the long Map page.
  test.slow();
  const closedChunk = /\/assets\/js\/api-closed-[\w-]+\.[0-9a-f]+\.js$/;
  const asked = requestsTo(page, closedChunk);
  await open(page, 'api/map/');
  expect(asked, 'nothing closed is loaded with the page').toEqual([]);
  await section(page, 'map-layers').locator('summary').click();
  const setPaintProperty = member(page, 'map#setpaintproperty');
  await expect(setPaintProperty).toBeVisible();
  await expect.poll(() => isReactManaged(setPaintProperty)).toBe(true);
  await expect(
    setPaintProperty.getByRole('button', {name: 'Copy code to clipboard'}),
  ).toBeVisible();
  // Its related examples came with the group's content.
  await expect(
    setPaintProperty.locator('[data-related-examples]').getByRole('link', {
      name: "Adjust a layer's opacity",
    }),
  ).toBeVisible();
  expect(asked).toHaveLength(1);

  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
  await page.route(closedChunk, (route) => route.abort());
  await open(page, 'api/map/');
  const failed = page.waitForEvent('requestfailed', (request) => closedChunk.test(request.url()));
  await section(page, 'map-layers').locator('summary').click();
  await failed;
  // The server's copy: complete and readable, no longer marked busy, not live.
  const body = section(page, 'map-layers').locator(':scope > div');
  await expect(body).not.toHaveAttribute('aria-busy');
  await expect(body).not.toHaveAttribute('inert');
  await expect(setPaintProperty).toBeVisible();
  await expect(setPaintProperty.locator('pre')).not.toHaveCount(0);
  expect(await isReactManaged(setPaintProperty)).toBe(false);
});

// One load of the long Map page for everything about a member's entry: its
// example, the token hint, its related examples and the type links that
// lead to other pages.
test('a member: its example copies, its related examples call it, its types link to other pages', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, 'api/map/#map#flyto');
  // Every product token is replaced, in prose, code and signatures.
  await expect(page.locator('[data-api-signature]').first()).toHaveText(
    `new ${resolveSettings(process.env).productId}gl.Map(options: Object)`,
  );
  expect(await page.locator('main').textContent()).not.toMatch(/%(product|PRODUCT|VERSION)%/);
  const flyTo = member(page, 'map#flyto');
  await flyTo.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(flyTo.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^map\.flyTo\(\{/);
  // The constructor example uses the token placeholder, so it gets the full code block and its hint.
  await expect(
    page.locator('[data-api-item="map"]').getByText(/Sign in to see your access token/),
  ).toBeVisible();

  const related = flyTo.locator('[data-related-examples] a');
  await expect(related.first()).toBeVisible();
  const slug = /\/example\/([a-z0-9-]+)\/$/.exec(
    (await related.first().getAttribute('href')) ?? '',
  )?.[1];
  const source = readFileSync(
    join(__dirname, '..', '..', 'example', slug ?? '-', 'index.html'),
    'utf8',
  );
  expect(source).toMatch(/map\.flyTo\(/);

  const signature = flyTo.locator('[data-api-signature]');
  await expect(signature).toContainText('map.flyTo(options: CameraOptions & AnimationOptions');
  await signature.getByRole('link', {name: 'CameraOptions'}).click();
  await expect(page).toHaveURL(/\/api\/properties\/#cameraoptions$/);
  await expect(page.locator('h2[id="cameraoptions"]')).toBeInViewport();
  // And back across pages: LngLatLike in a CameraOptions property.
  await page
    .locator('tr[id="cameraoptions.param:center"]')
    .getByRole('link', {name: 'LngLatLike'})
    .click();
  await expect(page).toHaveURL(/\/api\/geography\/#lnglatlike$/);
});

test('every related example link is an example page of the build', async () => {
  // From the built pages: the lists are rendered on the server, and the site
  // crawl checks in the browser that every link of every page is served.
  const site = new BuiltSite(BASE_PATH);
  const links = new Set<string>();
  for (const locale of LOCALES) {
    for (const apiPage of API_PAGES) {
      const path = `${BASE_PATH}${localisedPath(locale, `api/${apiPage.id}/`)}`;
      const $ = load(readFileSync(site.fileFor(path) ?? '', 'utf8'));
      $('[data-related-examples] a').each((_index, anchor) => {
        links.add(new URL($(anchor).attr('href') ?? '', `http://docs.test${path}`).pathname);
      });
    }
  }
  // Derived from the examples' code: the Map and the markers pages always have some.
  expect(links.size).toBeGreaterThan(10);
  for (const link of links) {
    expect(link).toMatch(/\/example\/[a-z0-9-]+\/$/);
    const file = site.fileFor(link);
    expect(file, link).not.toBeNull();
    // An example's own page, with the example's code: not the gallery's or the not-found page's.
    const $ = load(readFileSync(file ?? '', 'utf8'));
    expect($('pre code').first().text(), link).toContain('<!DOCTYPE html>');
  }
});

test('search reaches members by name, and the hit opens at the member', async ({page}) => {
  // Three searches, and the last hit opens the long Map page.
  test.slow();
  await open(page, 'api/');
  for (const [query, path, anchor] of [
    ['LngLatBounds', 'api/geography/', 'lnglatbounds'],
    ['setPaintProperty', 'api/map/', 'map#setpaintproperty'],
    ['flyTo', 'api/map/', 'map#flyto'],
  ] as const) {
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill(query);
    const firstHit = page.locator('.DocSearch-Hit a').first();
    await expect(firstHit, query).toHaveAttribute('href', new RegExp(`/${path}#${anchor}$`));
    if (query !== 'flyTo') {
      await page.keyboard.press('Escape');
      continue;
    }
    await firstHit.click();
    await expect(page).toHaveURL(new RegExp(`/${path}#${anchor}$`));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  }
});

// Once, in Japanese and dark mode: the English light page is checked with its
// groups closed in accessibility.spec.ts, and both share their markup.
for (const [locale, theme] of [['ja', 'dark']] as const) {
  test(`axe: an API page with every group open (${locale}, ${theme})`, async ({page}) => {
    test.setTimeout(90_000);
    await page.emulateMedia({colorScheme: theme});
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await open(page, localisedPath(locale, 'api/markers/'));
    await page.locator('[data-api-reference] .button').first().click();
    await expect(section(page, 'marker-methods')).toHaveAttribute('open', '');
    expect(await wcagViolations(page)).toEqual([]);
  });
}

/**
 * The text of the elements `selector` finds that breaks inside a word. With
 * `betweenWords`, a name may also wrap where a capital starts its next word
 * and before its parentheses (`getCluster|Expansion|Zoom|()`), as the
 * contents list lets it.
 */
function brokenIdentifiers(page: Page, selector: string, betweenWords = false): Promise<string[]> {
  return page.evaluate(
    ([codeSelector, camel]) => {
      const broken: string[] = [];
      const range = document.createRange();
      for (const code of Array.from(document.querySelectorAll(codeSelector))) {
        if (!(code as HTMLElement).offsetParent) continue;
        const text = code.textContent ?? '';
        let previousTop: number | null = null;
        let offset = 0;
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.textContent ?? '';
          for (let index = 0; index < value.length; index += 1) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getClientRects()[0];
            const at = offset + index;
            if (rect && previousTop !== null && rect.top > previousTop + rect.height / 2) {
              // A new line may begin after `.`, `#`, `/`, `|`, a hyphen or a space, nowhere else.
              const wordStart =
                camel && /[a-z0-9]/.test(text[at - 1] ?? '') && /[A-Z]/.test(text[at] ?? '');
              const beforeCall = camel && text[at] === '(';
              if (
                !/[.#/| -]/.test(text[at - 1] ?? '') &&
                text[at] !== ' ' &&
                !wordStart &&
                !beforeCall
              ) {
                broken.push(`${text.slice(0, at)}|${text.slice(at)}`);
              }
            }
            if (rect) previousTop = rect.top;
          }
          offset += value.length;
        }
      }
      return broken;
    },
    [selector, betweenWords] as const,
  );
}

const PARAM_CODE = 'table[class*="params"] th code, table[class*="params"] td[data-label] code';

for (const locale of LOCALES) {
  test(`${locale}: reference tables are one block per entry on a phone, and names never break inside a word`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({width: 375, height: 800});
    await open(page, localisedPath(locale, 'api/markers/'));
    const rows = page.locator('table[class*="params"] tbody tr:not([hidden])');
    expect(await rows.count()).toBeGreaterThan(20);
    const outside = await rows.evaluateAll((elements) =>
      elements.flatMap((row) => {
        const description = row.querySelector('td:last-child')!.getBoundingClientRect();
        const cells = Array.from(row.querySelectorAll('th, td')).map((cell) =>
          cell.getBoundingClientRect(),
        );
        // Stacked: each cell below the one before it, the description the row's full width.
        const stacked = cells.every(
          (cell, index) => index === 0 || cell.top >= cells[index - 1]!.bottom - 1,
        );
        return description.left < 0 || description.right > window.innerWidth || !stacked
          ? [row.querySelector('th')?.textContent ?? '?']
          : [];
      }),
    );
    expect(outside, 'entries whose description is not within the screen, below the name').toEqual(
      [],
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await brokenIdentifiers(page, PARAM_CODE)).toEqual([]);

    await page.setViewportSize({width: 1280, height: 900});
    expect(await brokenIdentifiers(page, PARAM_CODE), 'names and types at 1280 px').toEqual([]);
    // Wider: the name, type and default in a column, the description beside them, and nothing
    // (a long name, its Since label, a long type or default) reaching past its cell.
    const crowded = await rows.evaluateAll((elements) =>
      elements.flatMap((row) => {
        const cells = Array.from(row.querySelectorAll('th, td'));
        const name = cells[0]!.getBoundingClientRect();
        if (name.width === 0) return [];
        const problems: string[] = [];
        if (cells.at(-1)!.getBoundingClientRect().left < name.right) problems.push('not beside');
        for (const cell of cells) {
          const edge = cell.getBoundingClientRect().right + 0.5;
          for (const part of Array.from(cell.querySelectorAll('code, span'))) {
            if (part.getBoundingClientRect().right > edge) problems.push(part.textContent ?? '');
          }
        }
        return problems.length ? [`${cells[0]!.textContent}: ${problems.join(', ')}`] : [];
      }),
    );
    expect(crowded, 'entries at 1280 px').toEqual([]);
    if (locale === 'en') {
      // The contents list's longest member names (the same markup in every locale).
      await open(page, localisedPath(locale, 'api/sources/'));
      expect(
        await brokenIdentifiers(page, '.table-of-contents__link', true),
        'contents-list names at 1280 px',
      ).toEqual([]);
    }
    await open(page, localisedPath(locale, 'api/whats-new/'));
    expect(
      await brokenIdentifiers(page, 'article ul code'),
      "What's new's names at 1280 px",
    ).toEqual([]);
  });
}
