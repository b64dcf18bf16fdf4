/**
 * The whole-site audit: the faults a reader would meet on the pages the
 * sitemaps list, in the browser (`auditPage`) and in the built files
 * (`builtPageFaults`). Both return them as data, so one test can plant each
 * fault in a fixture page and prove the audit reports it.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, ConsoleMessage, Page, Request} from '@playwright/test';
import {load} from 'cheerio';

import {WCAG_TAGS, axeViolations} from './axe';
import {isLoopback} from './network';
import {BUILD_DIR} from './stock';

export type FaultKind =
  | 'not-hydrated'
  | 'console-error'
  | 'uncaught-exception'
  | 'external-request'
  | 'csp-violation'
  | 'broken-link'
  | 'broken-anchor'
  | 'image-without-alt'
  | 'image-without-size'
  | 'accessibility'
  | 'javascript-budget';

export interface Fault {
  readonly kind: FaultKind;
  readonly detail: string;
}

/** Paths (under the base URL, e.g. `/mapbox-gl-js/ja/guides/`) every sitemap lists. */
export function sitemapPaths(basePath: string, locales: readonly string[]): string[] {
  return locales.flatMap((locale) => {
    const folder = locale === 'en' ? BUILD_DIR : join(BUILD_DIR, locale);
    const xml = readFileSync(join(folder, 'sitemap.xml'), 'utf8');
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc ?? '').pathname,
    );
    if (paths.length === 0 || !paths.every((path) => path.startsWith(basePath))) {
      throw new Error(`The ${locale} sitemap lists no page under ${basePath}.`);
    }
    return paths;
  });
}

/**
 * What the build holds: which paths are served, and the element ids of each
 * page (for `#anchor` links to other pages), read from the built files.
 */
export class BuiltSite {
  private readonly ids = new Map<string, ReadonlySet<string>>();

  constructor(
    private readonly basePath: string,
    private readonly buildDir = BUILD_DIR,
    /** Path prefixes of locales this build leaves out (the stock build's Japanese): not checked. */
    readonly unbuiltPrefixes: readonly string[] = [],
  ) {}

  /** The built file a path is served from, or null. */
  fileFor(pathname: string): string | null {
    if (!pathname.startsWith(this.basePath)) {
      return null;
    }
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(this.basePath.length));
    } catch {
      return null;
    }
    const file = join(this.buildDir, relative);
    if (!file.startsWith(this.buildDir)) {
      return null;
    }
    for (const candidate of [file, join(file, 'index.html')]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) {
        return candidate;
      }
    }
    return null;
  }

  idsOf(pathname: string): ReadonlySet<string> {
    const cached = this.ids.get(pathname);
    if (cached) {
      return cached;
    }
    const file = this.fileFor(pathname);
    const $ = load(file?.endsWith('.html') ? readFileSync(file, 'utf8') : '');
    const ids = new Set(
      $('[id]')
        .map((_, element) => $(element).attr('id') ?? '')
        .get(),
    );
    this.ids.set(pathname, ids);
    return ids;
  }
}

/**
 * The shape of a built page: every element outside its code blocks, named by
 * tag, test id and class names (a CSS module's hash left out). Pages of one
 * template with the same shape render the same components in the same
 * arrangement; only their text and code differ.
 */
export function pageShape(html: string): string {
  const $ = load(html);
  $('main pre').remove();
  const parts = new Set<string>();
  $('main *').each((_, element) => {
    const classes = ($(element).attr('class') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => name.replace(/_[A-Za-z0-9-]{4,}$/, ''))
      .sort();
    const testId = $(element).attr('data-testid');
    parts.add(`${element.tagName}${testId ? `#${testId}` : ''}.${classes.join('.')}`);
  });
  return [...parts].sort().join(' ');
}

/**
 * Answers the demo runner's document (every example page frames it) with No
 * Content, until the returned function is called: the frame keeps its empty
 * initial document, so no runner starts, no sandboxed process is made for a
 * demo and no demo draws. The demos and the runner are the example tests'
 * work; a crawl that let them run spent most of its time on them (the runner
 * alone, with its demo stubbed, cost a third of an example page's CPU time).
 *
 * It works at the browser level (DevTools' Fetch domain, for these URLs only)
 * rather than with `page.route`: routing a page turns its HTTP cache off and
 * sends every request through the test process, so each page of the crawl
 * would download and compile the site's scripts again.
 */
export async function stubDemoRunner(browser: Browser): Promise<() => Promise<void>> {
  const session = await browser.newBrowserCDPSession();
  session.on('Fetch.requestPaused', ({requestId}) => {
    session
      .send('Fetch.fulfillRequest', {requestId, responseCode: 204, responseHeaders: []})
      // The frame may be gone (its page navigated on) before the answer.
      .catch(() => undefined);
  });
  await session.send('Fetch.enable', {
    patterns: [{urlPattern: '*/example-runtime/run.html*', requestStage: 'Request'}],
  });
  return async () => {
    await session.send('Fetch.disable');
    await session.detach();
  };
}

/** Listeners that record, from the first request on, what a page does wrong. */
export function watchPage(page: Page, allow: (message: ConsoleMessage) => boolean): () => Fault[] {
  const faults: Fault[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allow(message)) {
      faults.push({kind: 'console-error', detail: message.text()});
    }
  });
  page.on('pageerror', (error) => {
    faults.push({kind: 'uncaught-exception', detail: error.message});
  });
  page.on('request', (request) => {
    if (!isLoopback(request.url())) {
      faults.push({kind: 'external-request', detail: request.url()});
    }
  });
  return () => faults.splice(0);
}

/**
 * Prepares `page` for `auditPage`: Content Security Policy violations are
 * recorded from the first script on (an init script is not subject to the
 * page's policy). axe-core is added only to the pages it audits, when it
 * audits them: as an init script it was compiled in every document and
 * frame of the crawl, most of which it never audits.
 */
export async function prepareForAudit(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {__cspViolations: string[]}).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
    // The budget's cut-off is React's first commit, the hydration of the
    // server's HTML: what the page asked for before it was needed to hydrate.
    // React reports each commit to a developer-tools hook when the page
    // defines one (production builds too), before the commit's effects run;
    // Docusaurus's `data-has-hydrated` mark comes a frame later, through its
    // head manager, and on a busy machine work started by those effects (a
    // live section loading its closed content) could come before it. The
    // mark stays the fallback, on the clock requests are timed by
    // (milliseconds since 1970).
    const stampHydration = () => {
      const page = window as unknown as {__hydratedAt?: number};
      page.__hydratedAt ??= performance.timeOrigin + performance.now();
      releaseIdle();
    };
    // Work the page leaves for idle periods (groups near the screen made
    // live, link prefetches) is after interaction by design: idle callbacks
    // wait for the stamp.
    const idle = window.requestIdleCallback.bind(window);
    const cancelIdle = window.cancelIdleCallback.bind(window);
    const held = new Map<number, [IdleRequestCallback, IdleRequestOptions | undefined]>();
    const scheduled = new Map<number, number>();
    let nextHeld = -1;
    let released = false;
    function releaseIdle() {
      if (released) return;
      released = true;
      window.requestIdleCallback = idle;
      for (const [id, [callback, options]] of held) scheduled.set(id, idle(callback, options));
      held.clear();
    }
    window.requestIdleCallback = (callback, options) => {
      const id = nextHeld--;
      held.set(id, [callback, options]);
      return id;
    };
    window.cancelIdleCallback = (id) => {
      if (held.delete(id)) return;
      cancelIdle(scheduled.get(id) ?? id);
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {supportsFiber: true, inject: () => 1, onCommitFiberRoot: stampHydration},
    });
    // The document has no root element yet when this runs: the whole document is watched.
    const marking = new MutationObserver(() => {
      if (document.documentElement?.dataset['hasHydrated'] !== 'true') return;
      marking.disconnect();
      stampHydration();
    });
    marking.observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-has-hydrated'],
    });
  });
}

interface LinkAndImageFacts {
  readonly ids: string[];
  readonly links: string[];
  readonly images: Array<{src: string; alt: boolean; sized: boolean}>;
}

/** Links (resolved against the page), images and ids of a built page, from its HTML. */
function readBuiltPage(html: string, pageUrl: URL): LinkAndImageFacts {
  const $ = load(html);
  const resolved = (value: string) => new URL(value, pageUrl).href;
  return {
    ids: $('[id]')
      .map((_, element) => $(element).attr('id') ?? '')
      .get(),
    links: $('a[href]')
      .map((_, link) => $(link).attr('href') ?? '')
      .get()
      .filter((href) => !href.startsWith('javascript:'))
      .map(resolved),
    images: $('img')
      .map((_, image) => {
        const attributes = $(image).attr() ?? {};
        return {
          src: resolved(attributes.src ?? ''),
          alt: 'alt' in attributes,
          // A size the layout knows before the picture arrives: both attributes.
          sized: 'width' in attributes && 'height' in attributes,
        };
      })
      .get(),
  };
}

function linkFaults(facts: LinkAndImageFacts, pageUrl: URL, site: BuiltSite): Fault[] {
  const faults: Fault[] = [];
  const ownIds = new Set(facts.ids);
  for (const href of new Set(facts.links)) {
    const url = new URL(href);
    if (
      url.origin !== pageUrl.origin ||
      site.unbuiltPrefixes.some((prefix) => url.pathname.startsWith(prefix))
    ) {
      continue;
    }
    if (!site.fileFor(url.pathname)) {
      faults.push({kind: 'broken-link', detail: `${url.pathname} is not served`});
      continue;
    }
    const anchor = url.hash.slice(1);
    if (!anchor) {
      continue;
    }
    let id: string;
    try {
      id = decodeURIComponent(anchor);
    } catch {
      faults.push({kind: 'broken-anchor', detail: `${url.pathname}#${anchor} is not decodable`});
      continue;
    }
    const ids = url.pathname === pageUrl.pathname ? ownIds : site.idsOf(url.pathname);
    if (!ids.has(id)) {
      faults.push({kind: 'broken-anchor', detail: `${url.pathname}#${id} has no such id`});
    }
  }
  return faults;
}

function imageFaults(facts: LinkAndImageFacts): Fault[] {
  return facts.images.flatMap((image): Fault[] => [
    ...(image.alt ? [] : [{kind: 'image-without-alt' as const, detail: image.src}]),
    ...(image.sized ? [] : [{kind: 'image-without-size' as const, detail: image.src}]),
  ]);
}

/**
 * The faults a page's built HTML shows without a browser: links to paths the
 * build does not serve, anchors their page does not have, images without
 * `alt` or a size. `pageUrl` is where the page is served (links resolve
 * against it).
 */
export function builtPageFaults(html: string, pageUrl: URL, site: BuiltSite): Fault[] {
  const facts = readBuiltPage(html, pageUrl);
  return [...linkFaults(facts, pageUrl, site), ...imageFaults(facts)];
}

/** The Content Security Policy violations the page reported since the last read (taken). */
function takeCspViolations(): string[] {
  return (window as unknown as {__cspViolations?: string[]}).__cspViolations?.splice(0) ?? [];
}

interface LoadedPage {
  readonly faults: Fault[];
  /** The script URLs the page's own document asked for until React hydrated it. */
  readonly scripts: string[];
}

async function loadFully(page: Page, url: string, hydrationTimeout: number): Promise<LoadedPage> {
  const requested: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script' && request.frame() === page.mainFrame()) {
      requested.push(request);
    }
  };
  page.on('request', onRequest);
  const faults: Fault[] = [];
  try {
    const response = await page.goto(url);
    if (!response?.ok()) {
      faults.push({kind: 'broken-link', detail: `${url} answered ${response?.status()}`});
    }
    const hydrated = await page
      .locator('html[data-has-hydrated="true"]')
      .waitFor({state: 'attached', timeout: hydrationTimeout})
      .then(() => true)
      .catch(() => false);
    if (!hydrated) {
      faults.push({kind: 'not-hydrated', detail: 'React never hydrated the page'});
    }
  } finally {
    page.off('request', onRequest);
  }
  const hydratedAt = await page.evaluate(
    () => (window as unknown as {__hydratedAt?: number}).__hydratedAt ?? Infinity,
  );
  // Asked for by this document (a request the page before it made while
  // this one loaded names that page as its referrer), before the mark.
  const documentUrl = page.url();
  const scripts = requested
    .filter(
      (request) =>
        request.headers()['referer'] === documentUrl && request.timing().startTime <= hydratedAt,
    )
    .map((request) => request.url());
  return {faults, scripts};
}

/**
 * The most JavaScript a page may load before a reader can use it: what its
 * document asks for until React has hydrated it, gzip-compressed at level 9
 * as the test server sends it. Demo frames load the map runtime, which is
 * not the page's and is not counted.
 */
export const JAVASCRIPT_BUDGET_BYTES = 170 * 1024;

const gzippedSizes = new Map<string, number>();

function gzippedSize(file: string): number {
  let size = gzippedSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), {level: 9}).length;
    gzippedSizes.set(file, size);
  }
  return size;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * Over budget when the built files behind the page's scripts weigh more than
 * `budgetBytes` together; scripts the build does not serve (another host's)
 * are not the site's weight.
 */
export function javascriptBudgetFaults(
  scripts: readonly string[],
  site: BuiltSite,
  budgetBytes: number,
): Fault[] {
  const files = [
    ...new Set(
      scripts
        .map((script) => site.fileFor(new URL(script).pathname))
        .filter((file) => file !== null),
    ),
  ].map((file) => ({file, bytes: gzippedSize(file)}));
  const total = files.reduce((sum, {bytes}) => sum + bytes, 0);
  if (total <= budgetBytes) {
    return [];
  }
  const largest = files
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3)
    .map(({file, bytes}) => `${file.slice(file.lastIndexOf('/') + 1)} ${kib(bytes)} KiB`);
  return [
    {
      kind: 'javascript-budget',
      detail: `${kib(total)} KiB of JavaScript before hydration, over the ${kib(budgetBytes)} KiB budget (${files.length} files; largest: ${largest.join(', ')})`,
    },
  ];
}

/** Any breach of the WCAG rules fails, whatever its impact; other rules fail when serious or critical. */
async function accessibilityFaults(page: Page, contrast: boolean): Promise<Fault[]> {
  // The theme's route progress bar (NProgress, shown during client-side
  // navigation) marks itself with `role="bar"`, which is not an ARIA role.
  const violations = await axeViolations(page, {contrast, exclude: ['#nprogress']});
  return violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        violation.tags.some((tag) => WCAG_TAGS.includes(tag)),
    )
    .map((violation) => ({
      kind: 'accessibility' as const,
      detail: `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`,
    }));
}

export interface AuditOptions {
  /** Whether axe audits the page at all: pages built from one template with another's data may skip it. */
  readonly accessibility?: boolean;
  /** Colour contrast is most of axe's time; pages that share their colours with audited ones may skip it. */
  readonly contrast?: boolean;
  readonly hydrationTimeout?: number;
  /** The built site whose files the page's scripts are weighed from, and the budget they must keep. */
  readonly javascript?: {readonly site: BuiltSite; readonly budgetBytes: number};
}

/**
 * Opens `url` in `page` (watched by `watchPage`, prepared by `prepareForAudit`)
 * with a full load and returns every fault the browser finds on it: that
 * React hydrates it, policy violations, axe's findings, JavaScript over the
 * budget when `javascript` is given, and what the watchers recorded. Links, anchors and images are checked from the built files
 * (`builtPageFaults`), without a browser.
 */
export async function auditPage(
  page: Page,
  url: string,
  drainWatched: () => Fault[],
  {accessibility = true, contrast = true, hydrationTimeout = 15_000, javascript}: AuditOptions = {},
): Promise<Fault[]> {
  const {faults, scripts} = await loadFully(page, url, hydrationTimeout);
  if (javascript) {
    const weigh = (loaded: readonly string[]) =>
      javascriptBudgetFaults(loaded, javascript.site, javascript.budgetBytes);
    let budget = weigh(scripts);
    if (budget.length > 0) {
      // Weighed again on a second load: on a busy machine, work the page
      // starts right after hydrating can still be timed before the stamp.
      // A page that is over its budget is over it both times.
      budget = weigh((await loadFully(page, url, hydrationTimeout)).scripts);
    }
    faults.push(...budget);
  }
  const csp = await page.evaluate(takeCspViolations);
  faults.push(
    ...csp.map((detail) => ({kind: 'csp-violation' as const, detail})),
    ...(accessibility ? await accessibilityFaults(page, contrast) : []),
    ...drainWatched(),
  );
  return faults;
}
