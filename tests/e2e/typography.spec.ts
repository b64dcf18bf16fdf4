import {forbiddenLineStarts, lineStarts} from '../support/lineBreaks';
import {stubDemoRunner} from '../support/crawl';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Japanese set as Japanese: no line begins with ー, a small kana or closing
 * punctuation (CSS `line-break: strict`), on pages whose words end in those
 * sounds (プラグインとフレームワーク, クラスター, レンダラー), at a phone's and a
 * desktop's width. The example page's demo is not drawn: only its text is read.
 */
const PAGES = [
  'ja/',
  'ja/example/simple-map/',
  'ja/plugins/',
  'ja/guides/install/',
  'ja/example/cluster/',
  'ja/api/markers/',
];
const TEXT = 'main h1, main h2, main h3, main p, main li, main td, .hero';

for (const width of [375, 1280]) {
  test(`Japanese lines begin where Japanese lines may, at ${width} px`, async ({page, browser}) => {
    test.slow();
    const unstub = await stubDemoRunner(browser);
    try {
      await page.setViewportSize({width, height: 900});
      let measured = 0;
      for (const path of PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        const starts = await lineStarts(page, TEXT);
        measured += starts.length;
        expect(forbiddenLineStarts(starts), `${path} at ${width} px`).toEqual([]);
        // Phrases kept whole never push the page sideways.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width} px: page width`,
        ).toBeLessThanOrEqual(width);
        // The breadcrumb trail wraps only when it fills its row: the page
        // actions beside it move to a row of their own first.
        const trailNav = page.locator('main nav:has([aria-current="page"])').first();
        const trail = !(await trailNav.count())
          ? null
          : await trailNav.evaluate((nav) => {
              const range = document.createRange();
              range.selectNodeContents(nav);
              const tops = Array.from(range.getClientRects())
                .filter((rect) => rect.width > 0)
                .map((rect) => rect.top)
                .sort((a, b) => a - b);
              // Chips and separators on one line differ by a few pixels.
              const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 10);
              return {
                lines: lines.length,
                width: nav.getBoundingClientRect().width,
                row: nav.parentElement!.clientWidth,
              };
            });
        if (trail && trail.lines > 1) {
          expect(
            trail.width,
            `${path} at ${width} px: the trail wraps beside the page actions`,
          ).toBeGreaterThan(trail.row - 2);
        }
      }
      expect(measured, 'line starts measured').toBeGreaterThan(20);
    } finally {
      await unstub();
    }
  });
}

test('the Previous and Next arrows are joined to their labels', async ({page}) => {
  await page.goto('ja/guides/install/');
  const contents = await page.evaluate(() => ({
    next: getComputedStyle(
      document.querySelector('.pagination-nav__link--next .pagination-nav__label')!,
      '::after',
    ).content,
    previous: getComputedStyle(
      document.querySelector('.pagination-nav__link--prev .pagination-nav__label')!,
      '::before',
    ).content,
  }));
  expect(contents).toEqual({next: '"\u00a0»"', previous: '"«\u00a0"'});
});
