import {demoDocument} from '@site/plugins/preview/demoDocument';
import type {ExamplePreviewSettings} from '@site/plugins/examples/types';
import {CONSOLE_MESSAGE_TYPE} from './consoleMessage';

/**
 * Runs first in the frame: forwards console calls, uncaught errors and
 * unhandled rejections to the page. Lines come from the frame document
 * (`about:srcdoc:{line}`), which has the reader's lines where they are in
 * the editor (the runner's loader runs the code from a `blob:` file padded
 * to its place and named so; a syntax error names the file itself). It must fit on the `<head>` line for that reason: written as
 * plain ES5 text, one statement per array item, no line comments. In a
 * console call's stack, frame 0 is the wrapper and frame 1 the caller.
 */
const BRIDGE_SOURCE = [
  'var SRCDOC_LINE = /about:srcdoc:(\\d+):\\d+/;',
  'function lineOf(stack, skip) {',
  '  var frames = String(stack || "").split("\\n").filter(function (f) { return /^\\s+at /.test(f); });',
  '  var match = SRCDOC_LINE.exec(frames[skip] || "");',
  '  return match ? Number(match[1]) : null;',
  '}',
  'function text(value) {',
  '  if (value instanceof Error) return value.name + ": " + value.message;',
  '  if (typeof value === "string") return value;',
  '  try { var json = JSON.stringify(value); return json === undefined ? String(value) : json; }',
  '  catch (error) { return String(value); }',
  '}',
  'function send(level, message, line) {',
  '  parent.postMessage({type: TYPE, run: RUN, level: level, text: message.slice(0, 2000), line: line}, "*");',
  '}',
  '["log", "info", "warn", "error", "debug"].forEach(function (level) {',
  '  var original = console[level].bind(console);',
  '  console[level] = function () {',
  '    var args = Array.prototype.slice.call(arguments);',
  '    send(level, args.map(text).join(" "), lineOf(new Error().stack, 1));',
  '    original.apply(null, args);',
  '  };',
  '});',
  'window.addEventListener("error", function (event) {',
  '  var line = lineOf(event.error && event.error.stack, 0);',
  '  if (line === null && /^(about:srcdoc|blob:)/.test(event.filename)) line = event.lineno;',
  '  send("error", "Uncaught " + (event.error ? text(event.error) : event.message), line);',
  '});',
  'window.addEventListener("unhandledrejection", function (event) {',
  '  send("error", "Uncaught (in promise) " + text(event.reason), lineOf(event.reason && event.reason.stack, 0));',
  '});',
].join(' ');

function consoleBridge(run: string): string {
  const RUN = JSON.stringify(run);
  const TYPE = JSON.stringify(CONSOLE_MESSAGE_TYPE);
  return `<script>(function (RUN, TYPE) { ${BRIDGE_SOURCE} })(${RUN}, ${TYPE});</script>`;
}

/**
 * The document the run frame shows for a reader's code: the same offline
 * preview document the build makes for the example (bundled runtime,
 * product URLs answered locally, nothing leaving the machine), resolved
 * against the runtime's folder, with the console bridge first. Every line
 * of the code stays on its line. Throws with the build's message when the
 * code no longer loads the library from the CDN.
 */
export function runDocument(
  code: string,
  {
    preview,
    runtimeDemoUrl,
    withoutMap,
    run,
  }: {
    readonly preview: ExamplePreviewSettings;
    /** Absolute URL of the folder the built demo documents are in. */
    readonly runtimeDemoUrl: string;
    readonly withoutMap: boolean;
    readonly run: string;
  },
): string {
  const document = demoDocument(code, {...preview, withoutMap});
  const prelude = `<base href="${runtimeDemoUrl}" />${consoleBridge(run)}`;
  if (/<head\b[^>]*>/i.test(document)) {
    return document.replace(/<head\b[^>]*>/i, (head) => `${head}${prelude}`);
  }
  return `${prelude}${document}`;
}
