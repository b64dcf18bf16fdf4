import {chromium} from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const page = await browser.newPage({viewport: {width: 1280, height: 800}});
await page.route('**/search-index/**', async (route) => route.fulfill({status: 404, body: 'x'}));
await page.addInitScript(() => {
  const d = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  Object.defineProperty(HTMLInputElement.prototype, 'value', {get() { return d.get.call(this); }, set(v) { if (this.classList.contains('DocSearch-Input')) { (window.__sets ??= []).push(v + ' <= ' + new Error().stack.split('\n').slice(2, 9).map(l => l.trim().replace(/\(.*\//, '(')).join(' / ')); } d.set.call(this, v); }});
});
await page.goto(base, {waitUntil: 'networkidle'});
await page.evaluate(() => {
  window.__log = [];
  const obs = new MutationObserver(() => {});
  document.addEventListener('focusin', (e) => window.__log.push('focus:' + (e.target.className||e.target.tagName)), true);
  document.addEventListener('keydown', (e) => window.__log.push('key:' + e.key + '@' + (e.target.className||e.target.tagName).slice(0,20)), true);
  document.addEventListener('input', (e) => window.__log.push('input:' + e.target.value), true);
  setInterval(() => { const i = document.querySelector('.DocSearch-Input'); if (i) { const v = i.value; if (window.__last !== v) { window.__log.push('val:' + v); window.__last = v; } } }, 5);
});
await page.click('.DocSearch-Button');
await page.keyboard.type('marker', {delay: 100});
await page.waitForTimeout(4000);
console.log((await page.evaluate(() => window.__log)).join(' | '));
console.log((await page.evaluate(() => window.__sets || [])).join('\n'));
await browser.close();
