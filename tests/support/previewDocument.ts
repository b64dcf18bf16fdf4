import type {Page} from '@playwright/test';

import {demoDocument} from '../../plugins/examples/demoDocument';
import {examplesOptionsFor} from '../../plugins/examples/runtime';
import {replaceProductTokens} from '../../src/config/productTokens';
import {resolveSettings} from '../../src/config/settings';
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
export async function waitForPreviewIdle(page: Page): Promise<string[]> {
  await page.locator('html[data-preview-state="idle"]').waitFor({state: 'attached'});
  return page.evaluate(
    () => (window as Window & {__previewErrors?: string[]}).__previewErrors ?? ['no preview'],
  );
}

/**
 * Opens a live example's own demo document (what its page's frame shows),
 * refusing and recording any request that would leave the machine.
 */
export async function openExampleDemo(page: Page, slug: string): Promise<PreviewDocument> {
  const outside = await refuseOutsideRequests(page);
  await page.goto(`example-runtime/demo/${slug}.html`);
  return {outside};
}
