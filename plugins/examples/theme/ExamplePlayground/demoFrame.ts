/**
 * What a demo frame may do. Without `allow-same-origin` the frame's document
 * gets an opaque origin of its own: the browser runs it in a separate
 * process (the example page stays responsive while the map renders), and
 * example code, including code a reader edits or opens from a shared link,
 * cannot read the site's storage or session. Its requests for the runtime's
 * files are then cross-origin: every server of the site sends
 * `Access-Control-Allow-Origin: *` for the runtime folder.
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

/** Where the runner is, from the URL of the example's published demo document. */
export function runnerUrlFor(demoUrl: string): string {
  return new URL('../run.html', new URL(demoUrl, window.location.href)).href;
}
