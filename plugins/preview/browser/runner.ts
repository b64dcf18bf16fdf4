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
 *   - Scripts and stylesheets the document loads from the runtime folder
 *     become `data:` URLs in place, on the line they are on: scripts stay
 *     parser-blocking and in order, and the code keeps its line numbers.
 *   - Everything else the child fetches from the runtime folder comes
 *     through this document (`docs:runtime-fetch`, answered by
 *     `docs:runtime-response`); the adapter sends it here when it finds
 *     the `preview-bridge` meta this document writes in.
 *
 * The pure parts are exported for the unit tests; run.html calls `startRunner`.
 * TypeScript, bundled by plugins/preview (index.ts) into the runtime's
 * `runner.js`, an ES module.
 */

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
export const RUNTIME_FETCH_MESSAGE = 'docs:runtime-fetch';
export const RUNTIME_RESPONSE_MESSAGE = 'docs:runtime-response';
/** The meta the adapter looks for: its content is the runtime folder's URL. */
export const BRIDGE_META = 'preview-bridge';

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
 * The document with each runtime tag pointing at its `data:` URL
 * (`dataUrls`: runtime URL to data URL). Only the attribute's value
 * changes, so every tag stays on its line; tags without one stay as they are.
 */
export function withDataUrls(
  html: string,
  documentBase: string,
  runtimeBase: string,
  dataUrls: ReadonlyMap<string, string>,
): string {
  return html.replace(TAG, (tag: string, ...groups: (string | undefined)[]) => {
    const match = [tag, ...groups.slice(0, 6)];
    const found = classify(match, documentBase, runtimeBase);
    const dataUrl = found && dataUrls.get(found.url);
    if (!dataUrl) return tag;
    const [, name, before, attribute, quote, , after] = match;
    return `<${name}${before}${attribute}=${quote}${dataUrl}${quote}${after}>`;
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

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** A runtime script or stylesheet as a `data:` URL, or null when it cannot be fetched. */
async function dataUrlOf({url, kind}: RuntimeTag): Promise<string | null> {
  const response = await fetch(url);
  if (!response.ok) return null;
  if (kind === 'stylesheet') {
    const css = cssWithAbsoluteUrls(await response.text(), url);
    return readAsDataUrl(new Blob([css], {type: 'text/css'}));
  }
  // Named by its own URL in stack traces and the console, not by megabytes of base64.
  const source = [await response.arrayBuffer(), `\n//# sourceURL=${url}\n`];
  return readAsDataUrl(new Blob(source, {type: 'text/javascript'}));
}

export function startRunner(): void {
  const runtimeBase = new URL('.', location.href).href;
  const demoBase = `${runtimeBase}demo/`;
  // For the runner's life: an edited run of the same example loads the same files.
  const dataUrls = new Map<string, Promise<string | null>>();
  let child: HTMLIFrameElement | null = null;

  async function prepare(html: string): Promise<string> {
    const tags = runtimeTags(html, demoBase, runtimeBase);
    const ready = new Map<string, string>();
    await Promise.all(
      tags.map(async (tag) => {
        if (!dataUrls.has(tag.url)) {
          dataUrls.set(
            tag.url,
            dataUrlOf(tag).catch(() => null),
          );
        }
        const dataUrl = await dataUrls.get(tag.url);
        if (dataUrl) ready.set(tag.url, dataUrl);
      }),
    );
    return withDataUrls(withBridgeHead(html, runtimeBase, demoBase), demoBase, runtimeBase, ready);
  }

  function show(html: string, title: string): void {
    const frame = document.createElement('iframe');
    child = frame;
    frame.setAttribute('sandbox', DEMO_FRAME_SANDBOX);
    // 'src' (the default) names the opaque origin of no document here, srcdoc has no
    // URL of its own: the runner passes on what the page gave it, to its one child.
    frame.setAttribute('allow', 'fullscreen *; geolocation *');
    frame.title = title;
    void prepare(html).then((srcdoc) => {
      frame.srcdoc = srcdoc;
      document.body.appendChild(frame);
    });
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
      if (
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
