import type {Frame, Page} from '@playwright/test';

import {demoDocument} from '../../plugins/examples/demoDocument';
import {examplesOptionsFor} from '../../plugins/examples/runtime';
import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings} from '../../src/config/settings';
import {DEMO_FRAME_SANDBOX} from '../../src/components/ExamplePlayground/demoFrame';
import {isLoopback} from './network';

const options = examplesOptionsFor(resolveSettings(process.env));

export interface PreviewDocument {
  /** Requests the page tried to send off this machine (refused). */
  readonly outside: string[];
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
 * way an example page's demo frame does, without it being an example.
 * Any request that would leave the machine is refused and recorded.
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
  await page.goto(path);
  return {outside};
}

/** Waits until every map in the preview is idle and returns the errors it recorded. */
export async function waitForPreviewIdle(page: Page | Frame): Promise<string[]> {
  await page.locator('html[data-preview-state="idle"]').waitFor({state: 'attached'});
  return page.evaluate(
    () => (window as Window & {__previewErrors?: string[]}).__previewErrors ?? ['no preview'],
  );
}

const SANDBOX_HOST_PAGE = '__sandbox-host.html';

/**
 * Serves, on the site's origin, a bare page whose only content is a demo
 * frame sandboxed exactly as the example pages sandbox it, filling the
 * viewport. `openInDemoFrame` then loads any runtime document in it: the
 * demo is tested the way readers run it (an opaque origin, cross-origin
 * requests for the runtime's files) without an example page around it.
 */
export async function serveSandboxHost(page: Page): Promise<void> {
  await page.route(`**/${SANDBOX_HOST_PAGE}?*`, (route) => {
    const src = new URL(route.request().url()).searchParams.get('src') ?? '';
    return route.fulfill({
      contentType: 'text/html',
      body:
        '<!DOCTYPE html><html><body style="margin:0">' +
        `<iframe sandbox="${DEMO_FRAME_SANDBOX}" src="${encodeURI(src)}"` +
        ' style="display:block;border:0;width:100vw;height:100vh"></iframe></body></html>',
    });
  });
}

/** Opens `documentPath` (relative to the site's base URL) in the sandbox host's frame. */
export async function openInDemoFrame(page: Page, documentPath: string): Promise<Frame> {
  await page.goto(`${SANDBOX_HOST_PAGE}?src=${encodeURIComponent(documentPath)}`);
  const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame for ${documentPath}`);
  return frame;
}

/**
 * Opens a live example's own demo document in a frame sandboxed as its page's
 * frame is, refusing and recording any request that would leave the machine.
 */
export async function openExampleDemo(
  page: Page,
  slug: string,
): Promise<PreviewDocument & {demo: Frame}> {
  const outside = await refuseOutsideRequests(page);
  await serveSandboxHost(page);
  return {outside, demo: await openInDemoFrame(page, `example-runtime/demo/${slug}.html`)};
}
