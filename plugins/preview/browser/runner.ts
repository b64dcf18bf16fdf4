/*
 * The runner: the document an example page frames (run.html), same-origin
 * and not sandboxed, so the site's HTTP cache and its service worker serve
 * it and every runtime file it fetches. It never renders a demo itself: it
 * builds a sandboxed child frame (an opaque origin, where example code
 * cannot reach the site's storage or session) from the demo document, and
 * answers the child's requests for runtime files. A sandboxed frame's own
 * requests would go through an HTTP cache partition of its own, so every
 * example page would download the runtime again, and no service worker
 * ever sees them.
 *
 *   - The child starts as a small loader document (LOADER_DOCUMENT). When
 *     it says it is ready, the runner sends it the demo document and its
 *     scripts: the runtime scripts it loads by tag, and its own inline
 *     classic scripts (`inlineScriptsAsFiles`); the loader makes each a
 *     `blob:` URL of its own origin, puts it in place of the tag's address
 *     (on the line the tag is on) and writes the document over itself:
 *     scripts stay parser-blocking and in order. Inline code moves into a
 *     file because a written document's inline scripts count their lines
 *     from their own `<script>` tag; as a file, padded to its place and
 *     named `about:srcdoc`, the code keeps its line numbers in stack traces
 *     and errors. Stylesheets become `data:` URLs in place (the demo's
 *     policy allows no `blob:` style).
 *     Scripts as `data:` URLs, a megabyte of base64 per demo, cost twice
 *     the loader's processor time: encoded here, carried in the frame's
 *     `srcdoc` and decoded again by the browser for each tag.
 *   - Everything else the child fetches from the runtime folder comes
 *     through this document (`docs:runtime-fetch`, answered by
 *     `docs:runtime-response`); the adapter sends it here when it finds
 *     the `preview-bridge` meta this document writes in.
 *
 * The pure parts are exported for the unit tests; run.html calls `startRunner`.
 * TypeScript, bundled by plugins/preview (index.ts) into the runtime's
 * `runner.js`, an ES module.
 */

import {BRIDGE_META, RUNTIME_FETCH_MESSAGE, RUNTIME_RESPONSE_MESSAGE} from './runtimeBridge';

interface RuntimeTag {
  readonly url: string;
  readonly kind: 'script' | 'stylesheet';
}

/** Must equal DEMO_FRAME_SANDBOX in theme/ExamplePlayground/demoFrame.ts (a unit test checks). */
export const DEMO_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
/** Must equal RUN_DOCUMENT_MESSAGE in theme/ExamplePlayground/demoFrame.ts. */
export const RUN_DOCUMENT_MESSAGE = 'docs:run-document';
/** Must equal CONSOLE_MESSAGE_TYPE in theme/ExamplePlayground/consoleMessage.ts. */
export const CONSOLE_MESSAGE_TYPE = 'example-run-console';
/** The loader in the child frame is ready for its document (again, if the demo reloaded it). */
export const LOADER_READY_MESSAGE = 'docs:demo-loader-ready';
/** The demo document and its runtime scripts, to the loader. */
export const DEMO_DOCUMENT_MESSAGE = 'docs:demo-document';

/**
 * The URL (without fragment) of a file inside the runtime folder, or null.
 * Encoded dots, slashes and backslashes are refused too: a server decodes
 * them before it resolves the path, so they could climb out of the folder.
 */
export function runtimeFileUrl(value: unknown, runtimeBase: string): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  let base: URL;
  try {
    base = new URL(runtimeBase);
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  if (!url.pathname.startsWith(base.pathname) || url.pathname === base.pathname) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(decoded)) return null;
  url.hash = '';
  return url.href;
}

/** A published demo document's URL (`demo/{name}.html` in the runtime folder), or null. */
export function demoDocumentUrl(value: unknown, runtimeBase: string): string | null {
  if (typeof value !== 'string' || !/^demo\/[\w.-]+\.html$/.test(value)) return null;
  const url = runtimeFileUrl(value, runtimeBase);
  return url && !new URL(url).search ? url : null;
}

const TAG = /<(script|link)\b([^>]*?\s)(src|href)\s*=\s*(["'])([^"'\n]*)\4([^>]*)>/gi;

/**
 * The runtime scripts and stylesheets a document loads by tag: `{url, kind}`
 * for each, resolved against `documentBase`. Module scripts are left out
 * (a `data:` module could not import its neighbours).
 */
export function runtimeTags(html: string, documentBase: string, runtimeBase: string): RuntimeTag[] {
  const found: RuntimeTag[] = [];
  for (const match of html.matchAll(TAG)) {
    const tag = classify(match, documentBase, runtimeBase);
    if (tag && !found.some((other) => other.url === tag.url)) found.push(tag);
  }
  return found;
}

function classify(
  match: readonly (string | undefined)[],
  documentBase: string,
  runtimeBase: string,
): RuntimeTag | null {
  const [, name = '', before = '', attribute = '', , value = '', after = ''] = match;
  const attributes = `${before} ${after}`;
  const isScript = name.toLowerCase() === 'script' && attribute.toLowerCase() === 'src';
  const isStylesheet =
    name.toLowerCase() === 'link' &&
    attribute.toLowerCase() === 'href' &&
    /\srel\s*=\s*(["']?)stylesheet\1/i.test(attributes);
  if (!isScript && !isStylesheet) return null;
  if (isScript && /\stype\s*=\s*(["']?)module\1/i.test(attributes)) return null;
  let resolved: string;
  try {
    resolved = new URL(value, documentBase).href;
  } catch {
    return null;
  }
  const url = runtimeFileUrl(resolved, runtimeBase);
  if (!url) return null;
  return {url, kind: isScript ? 'script' : 'stylesheet'};
}

/**
 * The document with each runtime tag pointing at its stand-in (`standIns`:
 * runtime URL to the address the tag gets: a `data:` URL, or the token the
 * loader replaces with a `blob:` URL). Only the attribute's value changes, so
 * every tag stays on its line; tags without one stay as they are.
 */
export function withRuntimeUrls(
  html: string,
  documentBase: string,
  runtimeBase: string,
  standIns: ReadonlyMap<string, string>,
): string {
  return html.replace(TAG, (tag: string, ...groups: (string | undefined)[]) => {
    const match = [tag, ...groups.slice(0, 6)];
    const found = classify(match, documentBase, runtimeBase);
    const standIn = found && standIns.get(found.url);
    if (!standIn) return tag;
    const [, name, before, attribute, quote, , after] = match;
    return `<${name}${before}${attribute}=${quote}${standIn}${quote}${after}>`;
  });
}

/**
 * The bridge meta, and a `<base>` when the document has none, on the
 * `<head>` line (or before the document when it has no head): no line moves.
 */
export function withBridgeHead(html: string, runtimeBase: string, documentBase: string): string {
  const base = /<base\b/i.test(html) ? '' : `<base href="${escapeAttribute(documentBase)}" />`;
  const prelude = `${base}<meta name="${BRIDGE_META}" content="${escapeAttribute(runtimeBase)}" />`;
  const head = /<head\b[^>]*>/i;
  return head.test(html) ? html.replace(head, (tag) => `${tag}${prelude}`) : `${prelude}${html}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * A stylesheet's relative `url()`s and `@import`s made absolute: inside a
 * `data:` URL they would resolve against nothing.
 */
export function cssWithAbsoluteUrls(css: string, cssUrl: string): string {
  const absolute = (value: string): string => {
    if (/^(?:[a-z][\w+.-]*:|#)/i.test(value)) return value;
    try {
      return new URL(value, cssUrl).href;
    } catch {
      return value;
    }
  };
  return css
    .replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/gi, (all: string, quote: string, value: string) =>
      value.trim().startsWith('data:') ? all : `url(${quote}${absolute(value.trim())}${quote})`,
    )
    .replace(
      /@import\s+(["'])([^"']+)\1/gi,
      (_all: string, quote: string, value: string) => `@import ${quote}${absolute(value)}${quote}`,
    );
}

/**
 * The child frame's first document. It asks for its demo, then, from the
 * runner's answer only, turns each script into a `blob:` URL of its own
 * origin and writes the demo over itself (which also drops its listener).
 * It inherits run.html's Content Security Policy, which allows the inline
 * script and `blob:` scripts.
 */
export const LOADER_DOCUMENT = `<!DOCTYPE html><meta charset="utf-8"><script>
(function () {
  addEventListener('message', function onDocument(event) {
    var data = event.data;
    if (event.source !== parent || !data || data.type !== '${DEMO_DOCUMENT_MESSAGE}') return;
    removeEventListener('message', onDocument);
    var html = data.html;
    data.scripts.forEach(function (script) {
      var source = [script.body, '\\n//# sourceURL=' + script.name + '\\n'];
      var url = URL.createObjectURL(new Blob(source, {type: 'text/javascript'}));
      html = html.split(script.token).join(url);
    });
    document.open();
    document.write(html);
    document.close();
  });
  parent.postMessage({type: '${LOADER_READY_MESSAGE}'}, '*');
})();
</script>`;

/** A script for the loader: the token its tag holds, its text, and the name stack traces give it. */
export interface LoaderScript {
  readonly token: string;
  /** A runtime script's URL, or `about:srcdoc` for the document's own code. */
  readonly name: string;
  readonly body: ArrayBuffer | string;
}

/** The name a demo document's own code has in stack traces: the frame's document. */
export const DOCUMENT_SCRIPT_NAME = 'about:srcdoc';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const CLASSIC_TYPE = /^\s*(?:text\/javascript|application\/javascript)?\s*$/i;

/** Whether a `<script>` tag's attributes make it an inline classic script (no `src`, a JavaScript type or none). */
function isInlineClassic(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(` ${attributes}`)) return false;
  const type = /\stype\s*=\s*(["']?)([^"'\s>]*)\1/i.exec(` ${attributes}`);
  return !type || CLASSIC_TYPE.test(type[2] ?? '');
}

/**
 * The document with each inline classic script's code moved into a file
 * for the loader: the tag gets `src="{token}"` and keeps only the code's
 * line breaks (a script with `src` ignores its content), so no line moves;
 * the file holds the code after as many line breaks and spaces as came
 * before it in the document, so its lines and columns are the document's.
 */
export function inlineScriptsAsFiles(
  html: string,
  tokenFor: (index: number) => string,
): {html: string; scripts: LoaderScript[]} {
  const scripts: LoaderScript[] = [];
  const rewritten = html.replace(
    INLINE_SCRIPT,
    (tag: string, attributes: string, code: string, offset: number) => {
      if (!isInlineClassic(attributes) || code.trim() === '') return tag;
      const codeStart = offset + tag.indexOf('>') + 1;
      const before = html.slice(0, codeStart);
      const line = before.split('\n').length - 1;
      const column = codeStart - (before.lastIndexOf('\n') + 1);
      const token = tokenFor(scripts.length);
      scripts.push({
        token,
        name: DOCUMENT_SCRIPT_NAME,
        body: `${'\n'.repeat(line)}${' '.repeat(column)}${code}`,
      });
      return `<script${attributes} src="${token}">${code.replace(/[^\n]/g, '')}</script>`;
    },
  );
  return {html: rewritten, scripts};
}

export interface PreparedDemo {
  readonly html: string;
  readonly scripts: readonly LoaderScript[];
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A runtime stylesheet as a `data:` URL, its `url()`s absolute, or null when it cannot be fetched. */
async function stylesheetDataUrl(url: string): Promise<string | null> {
  const response = await fetch(url);
  if (!response.ok) return null;
  const css = cssWithAbsoluteUrls(await response.text(), url);
  return readAsDataUrl(new Blob([css], {type: 'text/css'}));
}

/** A runtime script's text, or null when it cannot be fetched. */
async function scriptBody(url: string): Promise<ArrayBuffer | null> {
  const response = await fetch(url);
  return response.ok ? response.arrayBuffer() : null;
}

/** Tokens no demo document contains by chance: each stands for a script until the loader swaps it. */
function scriptTokens(): (label: string) => string {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return (label) => `docs-script-${nonce}-${label}`;
}

export function startRunner(): void {
  const runtimeBase = new URL('.', location.href).href;
  const demoBase = `${runtimeBase}demo/`;
  // For the runner's life: an edited run of the same example loads the same files.
  const stylesheets = new Map<string, Promise<string | null>>();
  const scripts = new Map<string, Promise<ArrayBuffer | null>>();
  let child: HTMLIFrameElement | null = null;
  let prepared: Promise<PreparedDemo> | null = null;

  async function prepare(html: string): Promise<PreparedDemo> {
    const tokenFor = scriptTokens();
    const tags = runtimeTags(html, demoBase, runtimeBase);
    const standIns = new Map<string, string>();
    const runtimeScripts: LoaderScript[] = [];
    await Promise.all(
      tags.map(async ({url, kind}, index) => {
        if (kind === 'stylesheet') {
          if (!stylesheets.has(url))
            stylesheets.set(
              url,
              stylesheetDataUrl(url).catch(() => null),
            );
          const dataUrl = await stylesheets.get(url);
          if (dataUrl) standIns.set(url, dataUrl);
          return;
        }
        if (!scripts.has(url))
          scripts.set(
            url,
            scriptBody(url).catch(() => null),
          );
        const body = await scripts.get(url);
        if (!body) return;
        const token = tokenFor(`runtime-${index}`);
        standIns.set(url, token);
        runtimeScripts.push({token, name: url, body});
      }),
    );
    const withRuntime = withRuntimeUrls(
      withBridgeHead(html, runtimeBase, demoBase),
      demoBase,
      runtimeBase,
      standIns,
    );
    // After the runtime's tags: those have a `src`, and are left as they are.
    const own = inlineScriptsAsFiles(withRuntime, (index) => tokenFor(`inline-${index}`));
    return {html: own.html, scripts: [...runtimeScripts, ...own.scripts]};
  }

  function show(html: string, title: string): void {
    const frame = document.createElement('iframe');
    child = frame;
    frame.setAttribute('sandbox', DEMO_FRAME_SANDBOX);
    // 'src' (the default) names the opaque origin of no document here, srcdoc has no
    // URL of its own: the runner passes on what the page gave it, to its one child.
    frame.setAttribute('allow', 'fullscreen *; geolocation *');
    frame.title = title;
    prepared = prepare(html);
    frame.srcdoc = LOADER_DOCUMENT;
    document.body.appendChild(frame);
  }

  /** The loader asked for its document: the first time, or after the demo reloaded itself. */
  async function sendDocument(target: MessageEventSource): Promise<void> {
    if (!prepared) return;
    const demo = await prepared;
    // Copied, not transferred: the runner keeps the scripts for a reload or the next run.
    (target as Window).postMessage({type: DEMO_DOCUMENT_MESSAGE, ...demo}, '*');
  }

  /**
   * A message in the page's language: the example page gives the runner's
   * frame its translated texts as `data-` attributes; opened on its own, the
   * runner speaks English.
   */
  function message(name: string, english: string): string {
    try {
      return (window.frameElement && window.frameElement.getAttribute('data-' + name)) || english;
    } catch {
      return english;
    }
  }

  function frameTitle(): string {
    try {
      return (window.frameElement as HTMLIFrameElement | null)?.title || document.title;
    } catch {
      return document.title;
    }
  }

  async function answer(target: MessageEventSource, id: string | number, value: unknown) {
    const url = runtimeFileUrl(value, runtimeBase);
    const reply = (message: Record<string, unknown>, transfer: Transferable[] = []) =>
      (target as Window).postMessage(
        {type: RUNTIME_RESPONSE_MESSAGE, id, ...message},
        '*',
        transfer,
      );
    if (!url) {
      reply({error: 'not in the runtime folder'});
      return;
    }
    try {
      const response = await fetch(url);
      const body = await response.arrayBuffer();
      reply(
        {
          status: response.status,
          statusText: response.statusText,
          contentType: response.headers.get('Content-Type') || '',
          body,
        },
        [body],
      );
    } catch (error) {
      reply({error: String((error as Error | null)?.message || error)});
    }
  }

  window.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as Record<string, unknown> | null;
    if (!data || typeof data !== 'object') return;
    if (child !== null && event.source !== null && event.source === child.contentWindow) {
      if (data.type === LOADER_READY_MESSAGE) {
        void sendDocument(event.source);
      } else if (
        data.type === RUNTIME_FETCH_MESSAGE &&
        (typeof data.id === 'string' || typeof data.id === 'number')
      ) {
        void answer(event.source, data.id, data.url);
      } else if (data.type === CONSOLE_MESSAGE_TYPE && window.parent !== window) {
        window.parent.postMessage(data, location.origin);
      }
      return;
    }
    if (
      event.source === window.parent &&
      event.origin === location.origin &&
      child === null &&
      data.type === RUN_DOCUMENT_MESSAGE &&
      typeof data.document === 'string'
    ) {
      show(data.document, typeof data.title === 'string' ? data.title : frameTitle());
    }
  });

  // A published demo: named in the fragment, so every example shares one cached runner.
  const hash = location.hash.slice(1);
  if (hash) {
    let name = '';
    try {
      name = decodeURIComponent(hash);
    } catch {
      // Not a demo's name.
    }
    const url = demoDocumentUrl(name, runtimeBase);
    if (!url) {
      document.body.append(message('not-an-example', 'Not an example of this site.'));
      return;
    }
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then(
        (html) => show(html, frameTitle()),
        () => document.body.append(message('load-failed', 'This example could not be loaded.')),
      );
  }
}
