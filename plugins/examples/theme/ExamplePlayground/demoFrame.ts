/**
 * What a demo may do. Every demo runs in a frame sandboxed this way, made by
 * the runner (`example-runtime/run.html`, whose script checks the same
 * string). Without `allow-same-origin` the demo's document gets an opaque
 * origin of its own: the browser runs it in a separate process (the example
 * page stays responsive while the map renders), and example code, including
 * code a reader edits or opens from a shared link, cannot read the site's
 * storage or session.
 *
 * Forms are allowed because examples use `submit` handlers for their
 * controls; popups (escaping the sandbox) because the map's attribution and
 * examples' links open in a new tab.
 */
export const DEMO_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The message that hands the runner (`example-runtime/run.html`, which checks
 * the same string) the document of an edited run.
 */
export const RUN_DOCUMENT_MESSAGE = 'docs:run-document';

/** Where the runner is, from the path of the example's published demo document. */
export function runnerUrlFor(demoUrl: string): string {
  return demoUrl.slice(0, demoFolder(demoUrl)) + 'run.html';
}

/**
 * The runner showing the published demo: the demo is named in the fragment,
 * so every example page frames the same (cached) runner document.
 */
export function publishedRunnerUrlFor(demoUrl: string): string {
  return `${runnerUrlFor(demoUrl)}#${demoUrl.slice(demoFolder(demoUrl))}`;
}

/** Where `demo/{slug}.html` starts in a demo document's path. */
function demoFolder(demoUrl: string): number {
  const index = demoUrl.lastIndexOf('demo/');
  if (index === -1) throw new Error(`not a demo document: ${demoUrl}`);
  return index;
}
