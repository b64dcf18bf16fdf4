import {chromium} from '@playwright/test';
const base = process.argv[2] ?? 'http://localhost:3000/mapbox-gl-js/';
const mode = process.argv[3] ?? 'abort';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await browser.newPage({viewport: {width: 1280, height: 800}});
const errors = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text()); });
page.on('pageerror', (e) => errors.push('pageerror: ' + e.message));
await page.route('**/search-index/**', async (route) => {
  if (mode === 'abort') return route.abort();
  if (mode === '404') return route.fulfill({status: 404, body: 'nope'});
  if (mode === 'html') return route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><html><body>hi</body></html>'});
  if (mode === 'slow') { await new Promise((r) => setTimeout(r, 5000)); return route.fallback(); }
});
await page.goto(base, {waitUntil: 'networkidle'});
await page.click('.DocSearch-Button');
await page.keyboard.type('marker', {delay: 60});
await page.waitForTimeout(mode === 'slow' ? 7000 : 2000);
console.log(mode, 'input:', await page.inputValue('.DocSearch-Input'));
console.log('screen:', await page.locator('.DocSearch-Modal').innerText());
await page.screenshot({path: `/tmp/shots/fail-${mode}.png`});
console.log(errors.join('\n'));
await browser.close();
