import type {Frame, FrameLocator, Locator, Page} from '@playwright/test';

/**
 * Every demo runs in a sandboxed frame that the runner (`example-runtime/
 * run.html`, the frame an example page shows) makes inside itself. These
 * reach that inner frame: `runner` is the runner's frame element, or null
 * when the runner is the page's own document.
 */
export async function demoFrame(
  page: Page,
  runner: Locator | null = page.getByTestId('example-frame'),
): Promise<Frame> {
  const runnerFrame = runner
    ? await (await runner.elementHandle())?.contentFrame()
    : page.mainFrame();
  if (!runnerFrame) throw new Error('the runner frame has no document');
  const child = runnerFrame.locator('iframe');
  await child.waitFor({state: 'attached', timeout: 30_000});
  const frame = await (await child.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the demo frame has no document');
  return frame;
}

/** The demo frame inside an example page's runner, as a locator (it follows new runs). */
export function demoFrameLocator(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="example-frame"]').frameLocator('iframe');
}

/** Where the runner shows a published demo document (`example-runtime/demo/{name}.html`). */
export function runnerPathFor(documentPath: string): string {
  const match = /^(.*\/)?example-runtime\/(demo\/[^/]+\.html)$/.exec(documentPath);
  if (!match) throw new Error(`not a demo document: ${documentPath}`);
  return `${match[1] ?? ''}example-runtime/run.html#${match[2]}`;
}
