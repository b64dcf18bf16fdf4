#!/usr/bin/env node
// npm run bench:lighthouse — Lighthouse's mobile preset (simulated throttling:
// a mid-range phone on a slow 4G link) against the built site behind the
// compressing static server, in Debian's Chromium. Prints, per page and
// locale, the median of RUNS runs: performance, Total Blocking Time, Largest
// Contentful Paint, Cumulative Layout Shift, accessibility, and the
// JavaScript transferred before the page settled.
//
//   npm run build && npm run bench:lighthouse [-- path ...]
//
// Environment: SITE_URL (a server already running; otherwise one is started
// on port 3110), BENCH_HOST=local (open pages at the server's address instead
// of as the production docs host: see serveBuild.mjs), RUNS (default 3),
// LOCALES (default "en ja"), CHROMIUM_PATH, REPORT_DIR (each run's full
// Lighthouse result is written there as JSON).

import {mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

import {serveBuild} from './serveBuild.mjs';

const PAGES = [
  '',
  'guides/install/',
  'api/',
  'api/map/',
  'example/',
  'plugins/',
  'example/cluster/',
];
const RUNS = Number(process.env.RUNS ?? 3);
const LOCALES = (process.env.LOCALES ?? 'en ja').split(/\s+/).filter(Boolean);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : PAGES;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function scriptKiB(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return bytes / 1024;
}

// Lighthouse's score of this machine's CPU: simulated throttling scales the
// observed main-thread time, so the same build blocks less on a faster
// machine. Printed with the table, to compare figures across machines.
const benchmarkIndexes = [];

const server = await serveBuild(3110);
// A fresh browser for every run: nothing cached or compiled by an earlier run
// of the same page helps the next one.
function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...server.chromiumArgs],
  });
}
try {
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', {with: {type: 'json'}})).default.version}, mobile preset, median of ${RUNS}, at ${server.url}`,
  );
  console.log(
    'page'.padEnd(26) +
      'perf'.padStart(5) +
      'TBT ms'.padStart(8) +
      'LCP s'.padStart(7) +
      'CLS'.padStart(7) +
      'a11y'.padStart(6) +
      'JS KiB'.padStart(8),
  );
  for (const locale of LOCALES) {
    for (const path of paths) {
      const url = `${server.url}${locale === 'en' ? '' : `${locale}/`}${path}`;
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const chrome = await launchChromium();
        let lhr;
        try {
          ({lhr} = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: (process.env.CATEGORIES ?? 'performance accessibility').split(' '),
          }));
        } finally {
          await chrome.kill();
        }
        if (process.env.REPORT_DIR) {
          mkdirSync(process.env.REPORT_DIR, {recursive: true});
          const name = `${locale}-${path.replaceAll('/', '_') || 'home'}-${run + 1}.json`;
          writeFileSync(join(process.env.REPORT_DIR, name), JSON.stringify(lhr));
        }
        runs.push({
          performance: (lhr.categories.performance.score ?? 0) * 100,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          script: scriptKiB(lhr),
        });
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      }
      const pick = (key) => median(runs.map((run) => run[key]));
      console.log(
        `${locale} /${path}`.padEnd(26) +
          pick('performance').toFixed(0).padStart(5) +
          pick('tbt').toFixed(0).padStart(8) +
          pick('lcp').toFixed(1).padStart(7) +
          pick('cls').toFixed(3).padStart(7) +
          pick('accessibility').toFixed(0).padStart(6) +
          pick('script').toFixed(0).padStart(8),
      );
    }
  }
  console.log(`Lighthouse CPU benchmark index of this machine: median ${median(benchmarkIndexes)}`);
} finally {
  server.stop();
}
