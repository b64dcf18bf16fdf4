#!/usr/bin/env node
// Screenshots of built pages for a reader's-eye review: each page at desktop
// (1280 px) and mobile (375 px) width, light and dark, in en and ja.
// Usage: node scripts/screenshots.mjs [out-dir] [path... | all]  (static server must be running)
// The pages come from the built English sitemap: the paths given (each must be
// listed there), every page with `all`, or by default the first page of each
// template (home, guide, API page, gallery, example, plugins).
import {readFileSync} from 'node:fs';
import {mkdir} from 'node:fs/promises';
import {chromium} from '@playwright/test';

const [outDir = 'screenshots', ...requested] = process.argv.slice(2);
const base = process.env.SITE_URL ?? 'http://localhost:3100/mapbox-gl-js/';
const sitemap = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)];
const basePath = new URL(base).pathname;
/** Paths relative to the base URL, in the sitemap's order. */
const built = sitemap.map(([, loc]) => new URL(loc).pathname.slice(basePath.length));
const TEMPLATES = [/^$/, /^guides\/.+/, /^api\/.+/, /^example\/$/, /^example\/.+/, /^plugins\/$/];
const paths =
  requested[0] === 'all'
    ? built
    : requested.length
      ? requested
      : TEMPLATES.map((template) => built.find((path) => template.test(path))).filter(
          (path) => path !== undefined,
        );
const unknown = paths.filter((path) => !built.includes(path));
if (unknown.length) {
  throw new Error(`Not in build/sitemap.xml: ${unknown.join(', ')}`);
}
const viewports = {desktop: {width: 1280, height: 900}, mobile: {width: 375, height: 812}};

await mkdir(outDir, {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const locale of ['en', 'ja']) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({viewport, colorScheme: theme});
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${base}${locale === 'en' ? '' : `${locale}/`}${path}`);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        const name = `${locale}-${device}-${theme}-${path.replace(/\//g, '_') || 'home'}.png`;
        await page.screenshot({path: `${outDir}/${name}`});
        console.log(name);
      }
      await context.close();
    }
  }
}
await browser.close();
