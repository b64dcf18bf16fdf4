import {describe, expect, it} from 'vitest';

import {
  DEMO_DOCUMENT_MESSAGE,
  LOADER_DOCUMENT,
  LOADER_READY_MESSAGE,
  cssWithAbsoluteUrls,
  inlineScriptsAsFiles,
  demoDocumentUrl,
  runtimeFileUrl,
  runtimeTags,
  withBridgeHead,
  withRuntimeUrls,
} from '../../plugins/preview/browser/runner';
import {
  publishedRunnerUrlFor,
  runnerUrlFor,
} from '../../plugins/examples/theme/ExamplePlayground/demoFrame';

const RUNTIME = 'https://docs.example.org/mapbox-gl-js/example-runtime/';
const DEMO = `${RUNTIME}demo/`;

describe('what the runner fetches for its demo', () => {
  it('answers files inside the runtime folder', () => {
    expect(runtimeFileUrl(`${RUNTIME}tiles/vector/1/0/0.pbf`, RUNTIME)).toBe(
      `${RUNTIME}tiles/vector/1/0/0.pbf`,
    );
    expect(runtimeFileUrl(`${RUNTIME}styles/dark.json?v=1#x`, RUNTIME)).toBe(
      `${RUNTIME}styles/dark.json?v=1`,
    );
    expect(runtimeFileUrl('../assets/earthquakes.geojson', DEMO)).toBe(null);
  });

  it('refuses anything outside it', () => {
    for (const url of [
      'https://docs.example.org/mapbox-gl-js/',
      'https://docs.example.org/mapbox-gl-js/example/cluster/',
      'http://localhost:3031/api/session',
      'https://other.example.org/mapbox-gl-js/example-runtime/adapter.js',
      'https://user:pw@docs.example.org/mapbox-gl-js/example-runtime/adapter.js',
      `${RUNTIME}../404.html`,
      `${RUNTIME}%2e%2e/404.html`,
      `${RUNTIME}..%2f404.html`,
      `${RUNTIME}demo/..%5c..%5c404.html`,
      `${RUNTIME}%E0%A4%A`,
      'https://docs.example.org/mapbox-gl-js/example-runtime-old/x.js',
      RUNTIME,
      'data:text/plain,hi',
      '',
    ]) {
      expect(runtimeFileUrl(url, RUNTIME), url).toBe(null);
    }
    expect(runtimeFileUrl(undefined, RUNTIME)).toBe(null);
  });

  it('shows only published demo documents by name', () => {
    expect(demoDocumentUrl('demo/cluster.html', RUNTIME)).toBe(`${DEMO}cluster.html`);
    for (const name of [
      'demo/../run.html',
      'run.html',
      '/mapbox-gl-js/example-runtime/demo/cluster.html',
      'https://evil.example/demo/cluster.html',
      'demo/cluster.html?x',
      'demo/sub/cluster.html',
      'demo/cluster.js',
    ]) {
      expect(demoDocumentUrl(name, RUNTIME), name).toBe(null);
    }
  });
});

const DOCUMENT = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '  <head> <meta name="robots" content="noindex" /> <link rel="icon" href="data:," />',
  '    <link href="../maplibre-gl.css" rel="stylesheet" />',
  '    <script src="../maplibre-gl.js"></script> <script src="../adapter.js"></script> <script src="../services.js"></script>',
  "    <link rel='stylesheet' href='../lib/gl-draw.css'>",
  '    <script src="../lib/turf.min.js" defer></script>',
  '    <script type="module" src="../lib/module.js"></script>',
  '    <script src="https://cdn.example.org/other.js"></script>',
  '    <link rel="preload" href="../styles/dark.json" />',
  '  </head>',
  '  <body>',
  '    <script>',
  "      console.log('line 14');",
  '    </script>',
  '  </body>',
  '</html>',
].join('\n');

describe('the demo document the runner builds', () => {
  it('finds the runtime scripts and stylesheets it loads by tag', () => {
    expect(runtimeTags(DOCUMENT, DEMO, RUNTIME)).toEqual([
      {url: `${RUNTIME}maplibre-gl.css`, kind: 'stylesheet'},
      {url: `${RUNTIME}maplibre-gl.js`, kind: 'script'},
      {url: `${RUNTIME}adapter.js`, kind: 'script'},
      {url: `${RUNTIME}services.js`, kind: 'script'},
      {url: `${RUNTIME}lib/gl-draw.css`, kind: 'stylesheet'},
      {url: `${RUNTIME}lib/turf.min.js`, kind: 'script'},
    ]);
  });

  it('points each at its stand-in on its own line, keeping every line', () => {
    const dataUrls = new Map(
      runtimeTags(DOCUMENT, DEMO, RUNTIME).map(({url, kind}) => [
        url,
        `data:text/${kind === 'script' ? 'javascript' : 'css'};base64,${btoa(url)}`,
      ]),
    );
    dataUrls.delete(`${RUNTIME}services.js`);
    const result = withRuntimeUrls(
      withBridgeHead(DOCUMENT, RUNTIME, DEMO),
      DEMO,
      RUNTIME,
      dataUrls,
    );
    const lines = result.split('\n');
    expect(lines).toHaveLength(DOCUMENT.split('\n').length);
    expect(lines[2]).toContain(
      `<head><base href="${DEMO}" /><meta name="preview-bridge" content="${RUNTIME}" />`,
    );
    expect(lines[3]).toBe(
      `    <link href="data:text/css;base64,${btoa(`${RUNTIME}maplibre-gl.css`)}" rel="stylesheet" />`,
    );
    expect(lines[4]).toBe(
      `    <script src="data:text/javascript;base64,${btoa(`${RUNTIME}maplibre-gl.js`)}"></script>` +
        ` <script src="data:text/javascript;base64,${btoa(`${RUNTIME}adapter.js`)}"></script>` +
        // Not fetched: left to load from the network.
        ' <script src="../services.js"></script>',
    );
    expect(lines[5]).toMatch(/^ {4}<link rel='stylesheet' href='data:text\/css;base64,[^']+'>$/);
    expect(lines[6]).toMatch(
      /^ {4}<script src="data:text\/javascript;base64,[^"]+" defer><\/script>$/,
    );
    expect(lines.slice(7)).toEqual(DOCUMENT.split('\n').slice(7));
  });

  it('keeps the base an edited run already has', () => {
    const edited = `<html><head><base href="${DEMO}" /><script>1</script>\n</head></html>`;
    expect(withBridgeHead(edited, RUNTIME, DEMO)).toBe(
      `<html><head><meta name="preview-bridge" content="${RUNTIME}" /><base href="${DEMO}" /><script>1</script>\n</head></html>`,
    );
    expect(withBridgeHead('<p>no head</p>', RUNTIME, DEMO)).toBe(
      `<base href="${DEMO}" /><meta name="preview-bridge" content="${RUNTIME}" /><p>no head</p>`,
    );
  });

  it("makes a stylesheet's relative URLs absolute before it becomes a data: URL", () => {
    const css = [
      '@import "base.css";',
      '.a { background: url(img/a.svg); }',
      ".b { background: url('../b.png') }",
      '.c { background: url("data:image/svg+xml;utf8,<svg/>") }',
      '.d { background: url(https://cdn.example.org/d.png) }',
    ].join('\n');
    expect(cssWithAbsoluteUrls(css, `${RUNTIME}lib/gl-draw.css`).split('\n')).toEqual([
      `@import "${RUNTIME}lib/base.css";`,
      `.a { background: url(${RUNTIME}lib/img/a.svg); }`,
      `.b { background: url('${RUNTIME}b.png') }`,
      '.c { background: url("data:image/svg+xml;utf8,<svg/>") }',
      '.d { background: url(https://cdn.example.org/d.png) }',
    ]);
  });
});

describe("the demo's own code, moved into files for the loader", () => {
  const token = (index: number) => `TOKEN-${index}`;

  it('keeps every line, and pads each file to where its code was', () => {
    const html = [
      '<html><head><script>var a = 1;</script>',
      '<script type="text/javascript">',
      '  console.log(a);',
      '</script></head>',
      '<body><script SRC="../x.js"></script><script type="module">import "./m.js";</script>',
      '<script type="application/json">{"b": 2}</script><script></script>',
      '<script>',
      '  throw new Error("line 8");',
      '</SCRIPT >',
      '</body></html>',
    ].join('\n');
    const {html: rewritten, scripts} = inlineScriptsAsFiles(html, token);
    expect(rewritten.split('\n')).toEqual([
      '<html><head><script src="TOKEN-0"></script>',
      '<script type="text/javascript" src="TOKEN-1">',
      '',
      '</script></head>',
      '<body><script SRC="../x.js"></script><script type="module">import "./m.js";</script>',
      '<script type="application/json">{"b": 2}</script><script></script>',
      '<script src="TOKEN-2">',
      '',
      '</script>',
      '</body></html>',
    ]);
    expect(scripts).toEqual([
      {token: 'TOKEN-0', name: 'about:srcdoc', body: `${' '.repeat(20)}var a = 1;`},
      {
        token: 'TOKEN-1',
        name: 'about:srcdoc',
        body: '\n'.repeat(1) + ' '.repeat(31) + '\n  console.log(a);\n',
      },
      {
        token: 'TOKEN-2',
        name: 'about:srcdoc',
        body: '\n'.repeat(6) + ' '.repeat(8) + '\n  throw new Error("line 8");\n',
      },
    ]);
    // Line 8 of the document is line 8 of its file.
    const file = scripts[2]?.body as string;
    expect(file.split('\n')[7]).toBe('  throw new Error("line 8");');
  });
});

describe("the loader, the child frame's first document", () => {
  /** Runs the loader's script against stand-ins for the window it lives in. */
  function startLoader() {
    const script = /<script>([\s\S]*)<\/script>/.exec(LOADER_DOCUMENT)?.[1] ?? '';
    const parent = {
      posted: [] as unknown[],
      postMessage: (message: unknown) => parent.posted.push(message),
    };
    const listeners = new Set<(event: {source: unknown; data: unknown}) => void>();
    const written: string[] = [];
    const blobs: string[] = [];
    const window = {
      parent,
      addEventListener: (
        _type: string,
        listener: (event: {source: unknown; data: unknown}) => void,
      ) => listeners.add(listener),
      removeEventListener: (
        _type: string,
        listener: (event: {source: unknown; data: unknown}) => void,
      ) => listeners.delete(listener),
      URL: {
        createObjectURL: (blob: {parts: string[]}) => {
          blobs.push(blob.parts.join(''));
          return `blob:null/${blobs.length}`;
        },
      },
      Blob: class {
        constructor(readonly parts: string[]) {}
      },
      document: {
        open: () => written.push('open'),
        write: (html: string) => written.push(html),
        close: () => written.push('close'),
      },
    };
    new Function(...Object.keys(window), script)(...Object.values(window));
    const send = (source: unknown, data: unknown) =>
      [...listeners].forEach((listener) => listener({source, data}));
    return {parent, send, written, blobs, listeners};
  }

  it('asks for its document, and writes it with each script in place as a blob: URL', () => {
    const loader = startLoader();
    expect(loader.parent.posted).toEqual([{type: LOADER_READY_MESSAGE}]);
    loader.send({}, {type: DEMO_DOCUMENT_MESSAGE, html: '<p>from elsewhere</p>', scripts: []});
    loader.send(loader.parent, {type: 'other', html: '<p>other</p>', scripts: []});
    expect(loader.written).toEqual([]);
    loader.send(loader.parent, {
      type: DEMO_DOCUMENT_MESSAGE,
      html: '<script src="T1"></script>\n<script src="T2"></script><script src="T1"></script>',
      scripts: [
        {token: 'T1', name: `${RUNTIME}maplibre-gl.js`, body: 'one()'},
        {token: 'T2', name: 'about:srcdoc', body: '\n  two()'},
      ],
    });
    expect(loader.written).toEqual([
      'open',
      '<script src="blob:null/1"></script>\n<script src="blob:null/2"></script><script src="blob:null/1"></script>',
      'close',
    ]);
    // Named by their own URL in stack traces and the console.
    expect(loader.blobs).toEqual([
      `one()\n//# sourceURL=${RUNTIME}maplibre-gl.js\n`,
      '\n  two()\n//# sourceURL=about:srcdoc\n',
    ]);
    // Once: the written demo's own messages are not documents.
    expect(loader.listeners.size).toBe(0);
  });
});

describe('the frame an example page shows', () => {
  it('is the runner, named the demo in its fragment', () => {
    const demo = '/mapbox-gl-js/example-runtime/demo/cluster.html';
    expect(runnerUrlFor(demo)).toBe('/mapbox-gl-js/example-runtime/run.html');
    expect(publishedRunnerUrlFor(demo)).toBe(
      '/mapbox-gl-js/example-runtime/run.html#demo/cluster.html',
    );
  });
});
