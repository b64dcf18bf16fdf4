import {defineConfig, devices} from '@playwright/test';

import {baseUrlFor, resolveSettings} from './src/config/settings';
import {
  BUILD_DIR,
  IS_STOCK_RUN,
  OVERRIDE_EFFECT_TAG,
  STOCK_ONLY_SPECS,
  STOCK_SPECS,
} from './tests/support/stock';

const settings = resolveSettings(process.env);
const port = Number(process.env.TEST_PORT ?? 3100);
// localhost, not 127.0.0.1: the docs and the local account service
// (localhost:3031) must be the same site for its SameSite=Lax session cookie.
const origin = `http://localhost:${port}`;

/** Debian's Chromium; Playwright's own browser downloads are not available here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Nothing a test does may leave the machine: every name but the local ones
  // is unknown. Routes that answer for other hosts still work (they answer
  // before any lookup), and the tests still see, and report, such requests.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];
// Software WebGL for the example maps: without it headless Chromium may not
// draw them at all.
const WEBGL_ARGS = [
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--ignore-gpu-blocklist',
];

/** The specs whose pages draw example maps. */
const MAP_SPEC_NAMES = [
  'examples',
  'example-interactions',
  'example-editor',
  'preview-data',
  'preview-plugins',
  'offline',
];
const specs = (names: readonly string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);
const MAP_SPECS = specs(MAP_SPEC_NAMES);

const desktop = {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}};

/**
 * The stock build's run (`DOCS_OVERRIDES=none`): its subset of specs, without
 * the tests of an override's own effect, by their tag.
 */
const stockRun = IS_STOCK_RUN ? {grepInvert: OVERRIDE_EFFECT_TAG} : {};
/** Which specs each project runs: all but the stock-only ones, or the stock subset. */
const projectSpecs = IS_STOCK_RUN
  ? {
      maps: {testMatch: specs(STOCK_SPECS.filter((name) => MAP_SPEC_NAMES.includes(name)))},
      pages: {testMatch: specs(STOCK_SPECS.filter((name) => !MAP_SPEC_NAMES.includes(name)))},
    }
  : {
      maps: {testMatch: MAP_SPECS},
      pages: {testIgnore: [MAP_SPECS, specs(STOCK_ONLY_SPECS)]},
    };

export default defineConfig({
  testDir: './tests/e2e',
  ...stockRun,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // The time table at the end says where the run's time goes (tests/support/specTimes.ts).
  reporter: [
    ['list'],
    ...(process.env.CI ? [['github'] as const] : []),
    ['./tests/support/specTimes.ts'],
  ],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    baseURL: `${origin}${baseUrlFor(settings)}`,
    // Recording a trace of every test made the suite a third slower; a failure
    // is retried once in CI, and that retry is traced.
    trace: 'on-first-retry',
    // The site's service worker would answer the pages' requests itself, past
    // the routes the tests set; only the offline tests let it run.
    serviceWorkers: 'block',
  },
  // Every browser is Debian's Chromium at a desktop size. They differ in how
  // pages reach the screen: the specs that draw maps composite with software
  // WebGL (SwiftShader), as their screenshots of the maps need; the others
  // composite in software without GL, which lays out and paints a docs page
  // in about four fifths of the time on this two-core machine.
  projects: [
    {
      name: 'maps',
      ...projectSpecs.maps,
      use: {
        ...desktop,
        launchOptions: {executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...WEBGL_ARGS]},
      },
    },
    {
      name: 'pages',
      ...projectSpecs.pages,
      use: {
        ...desktop,
        launchOptions: {
          executablePath: chromiumPath,
          args: [...CHROMIUM_ARGS, ...WEBGL_ARGS, '--disable-gpu-compositing'],
        },
      },
    },
  ],
  // The README's preview command (`npm run serve`): the built site and, beside
  // it, the account service every page asks for the session. No DOCS_ORIGINS:
  // the service must accept the preview's origin on any local port by itself.
  webServer: {
    command: 'node scripts/launch.mjs serve',
    url: `${origin}${baseUrlFor(settings)}`,
    // No compression: on this machine it only costs the server CPU time.
    env: {
      PORT: String(port),
      PRODUCT_ID: settings.productId,
      COMPRESS: 'false',
      BUILD_DIR,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
