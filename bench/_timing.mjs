import {chromium} from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    '--ignore-gpu-blocklist',
  ],
});
const base = 'http://localhost:3100/mapbox-gl-js/';
const demos = [
  'simple-map',
  'atmospheric-sky',
  'add-fog',
  '3d-buildings',
  'cluster',
  'heatmap-layer',
  'free-camera-path',
  'game-controls',
];
for (const [w, h] of [
  [800, 450],
  [400, 225],
  [800, 450],
]) {
  const ctx = await browser.newContext({viewport: {width: w, height: h}});
  const page = await ctx.newPage();
  const times = [];
  for (const slug of demos) {
    const t0 = Date.now();
    await page.goto(base + `example-runtime/demo/${slug}.html`);
    await page
      .locator('html[data-preview-state="idle"]')
      .waitFor({state: 'attached', timeout: 60000});
    times.push(slug + ':' + (Date.now() - t0));
  }
  console.log(w, times.join(' '));
  await ctx.close();
}
await browser.close();
