/**
 * The names both sides of the runtime bridge use: the runner
 * (browser/runner.ts), which fetches runtime files for its sandboxed demo
 * frame, and the adapter in that frame (browser/adapter/bridge.ts). Their
 * own module, so the adapter's bundle takes only these from the runner's side.
 */

/** The demo frame asks the runner for a runtime file. */
export const RUNTIME_FETCH_MESSAGE = 'docs:runtime-fetch';
/** The runner's answer: the file's status, type and body, or an error. */
export const RUNTIME_RESPONSE_MESSAGE = 'docs:runtime-response';
/** The meta the adapter looks for: its content is the runtime folder's URL. */
export const BRIDGE_META = 'preview-bridge';
