import type {Frame, Page} from '@playwright/test';

import {demoDocument} from '../../plugins/preview/demoDocument';
import {examplesOptionsFor} from '../../plugins/examples/read';
import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings} from '../../src/config/settings';
import {RUN_DOCUMENT_MESSAGE} from '../../plugins/examples/theme/ExamplePlayground/demoFrame';
import {demoFrame, runnerPathFor} from './demoFrame';
import {isLoopback} from './network';

const options = examplesOptionsFor(resolveSettings(process.env));

export interface PreviewDocument {
  /** Requests the page tried to send off this machine (refused). */
  readonly outside: string[];
  /** The sandboxed frame the document runs in. */
  readonly demo: Frame;
}

/** Refuses every request that would leave the machine and lists them. */
export async function refuseOutsideRequests(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    if (!isLoopback(route.request().url())) {
      outside.push(route.request().url());
      return route.abort();
    }
    return route.continue();
  });
  return outside;
}

/**
 * Opens a standalone example document (as a reader would copy it, with the
 * `%product%` tokens) in the built site's offline preview runtime, the same
 * way an example page's demo frame does (in the runner, here the page's own
 * document), without it being an example. Any request that would leave the
 * machine is refused and recorded.
 */
export async function openPreviewDocument(
  page: Page,
  name: string,
  standaloneHtml: string,
): Promise<PreviewDocument> {
  const outside = await refuseOutsideRequests(page);
  const path = `example-runtime/demo/__capability-${name}.html`;
  await page.route(`**/${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: demoDocument(replaceProductTokens(standaloneHtml, options.tokens), {
        productId: options.tokens.productId,
        assetsUrl: options.assetsUrl,
      }),
    }),
  );
  await page.goto(runnerPathFor(path));
  return {outside, demo: await demoFrame(page, null)};
}

/** Waits until every map in the preview is idle and returns the errors it recorded. */
export async function waitForPreviewIdle(page: Page | Frame): Promise<string[]> {
  await page.locator('html[data-preview-state="idle"]').waitFor({state: 'attached'});
  return page.evaluate(
    () => (window as Window & {__previewErrors?: string[]}).__previewErrors ?? ['no preview'],
  );
}

/**
 * Makes `page` a host for demo frames: a static text file of the site, so
 * the frames it shows have a parent of the site's origin, under the site's
 * script policy, as on the example pages, with no route (routing a page
 * turns its HTTP cache off and passes every request through the test
 * process). `showInSandboxFrame` then loads any runtime document in it.
 */
export async function openSandboxHost(page: Page): Promise<void> {
  // Once loaded, a top-level document asks for the server's /favicon.ico,
  // which is not there: its 404 is logged on the page's console, where the
  // first demo shown would take it for its own error.
  await page.goto('llms.txt', {waitUntil: 'networkidle'});
}

/**
 * Replaces the host's frame with a new runner filling the viewport, as the
 * example pages frame theirs, showing the demo document `documentPath`
 * (relative to the site's base URL) in its sandboxed frame: the demo is
 * tested the way readers run it (an opaque origin, the runtime's files
 * through the runner) without an example page around it.
 */
export async function showInSandboxFrame(page: Page, documentPath: string): Promise<Frame> {
  const element = await page.evaluateHandle(
    (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.allow = 'fullscreen; geolocation';
      frame.style.cssText = 'display:block;border:0;width:100vw;height:100vh';
      document.body.style.margin = '0';
      document.body.replaceChildren(frame);
      return frame;
    },
    new URL(runnerPathFor(documentPath), page.url()).href,
  );
  if (!element.asElement()) throw new Error(`no runner for ${documentPath}`);
  return demoFrame(page, page.locator('body > iframe'));
}

/**
 * Like `showInSandboxFrame`, for a document of the test's own: the runner
 * gets it as the example editor hands it an edited run (a message once the
 * runner has loaded).
 */
export async function showDocumentInSandboxFrame(page: Page, html: string): Promise<Frame> {
  await page.evaluate(
    ({src, html, type}) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.allow = 'fullscreen; geolocation';
      frame.style.cssText = 'display:block;border:0;width:100vw;height:100vh';
      frame.addEventListener('load', () => {
        frame.contentWindow?.postMessage({type, document: html, title: 'Project'}, location.origin);
      });
      document.body.style.margin = '0';
      document.body.replaceChildren(frame);
    },
    {
      src: new URL('example-runtime/run.html', page.url()).href,
      html,
      type: RUN_DOCUMENT_MESSAGE,
    },
  );
  return demoFrame(page, page.locator('body > iframe'));
}

/**
 * Opens a live example's own demo document in a frame sandboxed as its page's
 * frame is, refusing and recording any request that would leave the machine.
 */
export async function openExampleDemo(page: Page, slug: string): Promise<PreviewDocument> {
  const outside = await refuseOutsideRequests(page);
  await openSandboxHost(page);
  return {outside, demo: await showInSandboxFrame(page, `example-runtime/demo/${slug}.html`)};
}
