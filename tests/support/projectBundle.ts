/**
 * An example's downloaded project, its zip unpacked as a reader unpacks it,
 * bundled as the reader's `npm run build` bundles it (Vite, with the project's own `index.html`, `src/` and `.env`),
 * except that the library and the plugins the preview runtime stands in for
 * resolve to the runtime's globals, as the site's demos use them. The result
 * is one document for the demo runner.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import type {Browser} from '@playwright/test';
import {dirname, join} from 'node:path';
import type {Plugin} from 'vite';

import {unzipSync} from 'fflate';

import {forProduct} from '../../plugins/examples/project/exampleProject';
import {projectFolder} from '../../plugins/examples/project/downloadProject';
import {projectZip} from '../../plugins/examples/project/projectZip';
import {demoDocument} from '../../plugins/preview/demoDocument';
import {LIBRARY_TABLE} from '../../plugins/preview/platform/libraries/table';
import {examplesOptionsFor} from '../../plugins/examples/read';
import {resolveSettings} from '../../src/config/settings';
import {planProject, projectInputFor} from './exampleProjects';
import {BUILD_DIR} from './stock';

const settings = resolveSettings(process.env);
const {productId} = settings;
const {assetsUrl} = examplesOptionsFor(settings);

/** The plugins the runtime gives with shims of its own (not plain copies of an npm file). */
const RUNTIME_PLUGINS = LIBRARY_TABLE.filter((entry) => entry.npm && !('copy' in entry.source)).map(
  (entry) => ({
    npm: forProduct(entry.npm!, productId),
    cdnUrl: `https://${entry.urls[0]!.replaceAll('{product}', productId).replace('{v}', '1').replace('{@v}', '').replace('{min}', '')}`,
  }),
);

const VIRTUAL = '\0preview-runtime:';
const PROJECTS_DIR = join(__dirname, '..', '..', 'node_modules', '.cache', 'example-projects');

/** The library and the runtime's plugins as the globals the runtime defines; their stylesheets as nothing. */
function previewRuntime(): Plugin {
  const library = `${productId}-gl`;
  return {
    name: 'preview-runtime',
    enforce: 'pre',
    resolveId(id) {
      if (id === library) return `${VIRTUAL}library`;
      if (
        id.endsWith('.css') &&
        (id.startsWith(`${library}/`) || RUNTIME_PLUGINS.some(({npm}) => npm.from === id))
      ) {
        return `${VIRTUAL}stylesheet`;
      }
      const plugin = RUNTIME_PLUGINS.find(({npm}) => npm.from === id && npm.binding);
      return plugin ? `${VIRTUAL}plugin:${id}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const what = id.slice(VIRTUAL.length);
      if (what === 'library') return `export default globalThis.${productId}gl;`;
      if (what === 'stylesheet') return '';
      const {npm} = RUNTIME_PLUGINS.find((plugin) => `plugin:${plugin.npm.from}` === what)!;
      return `export default globalThis.${npm.attachTo ?? npm.binding!.name};`;
    },
  };
}

/**
 * The project's page with its bundle and stylesheet written in and the CDN
 * tags the runtime answers for (the library, the plugins it stands in for)
 * in its head, made a demo document; and its data files, which its code
 * asks for beside the page (`./{file}`), where the runner puts the documents
 * it shows: in the runtime's `demo/` folder (see `serveProjectData`).
 */
export interface BundledProject {
  /** The page as a demo document, for the runner. */
  readonly document: string;
  /** The files of its `public/` folder, by name. */
  readonly data: ReadonlyMap<string, Buffer>;
}

export async function bundledProjectDocument(slug: string): Promise<BundledProject> {
  const {build} = await import('vite');
  const plan = planProject(projectInputFor(slug));
  // Inside the repository, so that the packages the project bundles from npm
  // (Turf, d3, SunCalc) resolve from its node_modules.
  mkdirSync(PROJECTS_DIR, {recursive: true});
  const root = mkdtempSync(join(PROJECTS_DIR, `${slug}-`));
  try {
    // The zip a reader downloads, unpacked: its files and the data it holds.
    const folder = projectFolder({productId, slug});
    const dataFiles = plan.dataFiles.map((name) => ({
      path: `public/${name}`,
      content: new Uint8Array(readFileSync(join(BUILD_DIR, 'example-runtime', 'assets', name))),
    }));
    const unpacked = unzipSync(projectZip(folder, [...plan.files, ...dataFiles]));
    for (const [name, bytes] of Object.entries(unpacked)) {
      const file = join(root, name);
      mkdirSync(dirname(file), {recursive: true});
      writeFileSync(file, bytes);
    }
    const projectRoot = join(root, folder);
    const output = await build({
      root: projectRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [previewRuntime()],
      build: {
        write: false,
        modulePreload: false,
        rolldownOptions: {output: {codeSplitting: false}},
      },
    });
    const files = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      'output' in result ? result.output : [],
    );
    const text = (name: string) => {
      const file = files.find((item) => item.fileName === name);
      if (!file) throw new Error(`the bundle of ${slug} has no ${name}`);
      return 'code' in file ? file.code : String(file.source);
    };
    const scriptName = files.find((item) => item.fileName.endsWith('.js'))?.fileName;
    const styleName = files.find((item) => item.fileName.endsWith('.css'))?.fileName;
    let html = text('index.html')
      .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      .replace(/<link rel="stylesheet" crossorigin href="[^"]+">/, '');
    const library = `https://api.${productId}.com/${productId}-gl-js/v${settings.libraryVersion}/${productId}-gl`;
    const runtimeTags = [
      ...(plan.usesLibrary
        ? [
            `<link href="${library}.css" rel="stylesheet" />`,
            `<script src="${library}.js"></script>`,
          ]
        : []),
      ...RUNTIME_PLUGINS.filter(({npm}) => plan.imports.some((used) => used.from === npm.from)).map(
        ({cdnUrl}) =>
          cdnUrl.endsWith('.css')
            ? `<link href="${cdnUrl}" rel="stylesheet" />`
            : `<script src="${cdnUrl}"></script>`,
      ),
      ...(styleName ? [`<style>${text(styleName)}</style>`] : []),
    ];
    html = html.replace(/<head>/i, `<head>\n${runtimeTags.join('\n')}`);
    if (scriptName) {
      html = html.replace(
        /<\/body>/i,
        `<script type="module">${text(scriptName).replace(/<\/script/gi, '<\\/script')}</script>\n</body>`,
      );
    }
    const data = new Map(
      plan.dataFiles.map(
        (name) => [name, readFileSync(join(projectRoot, 'public', name))] as const,
      ),
    );
    return {
      document: demoDocument(html, {productId, assetsUrl, withoutMap: !plan.usesLibrary}),
      data,
    };
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

/**
 * Answers the project's relative data URLs (`./{file}`, in the runtime's
 * `demo/` folder for the runner) with its `public/` files until the returned
 * function is called, at the browser level as `stubDemoRunner` does: a page
 * route would turn the page's HTTP cache off for the runtime's files.
 */
export async function serveProjectData(
  browser: Browser,
  data: ReadonlyMap<string, Buffer>,
): Promise<() => Promise<void>> {
  if (data.size === 0) return async () => undefined;
  const session = await browser.newBrowserCDPSession();
  session.on('Fetch.requestPaused', ({requestId, request}) => {
    const name = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    const body = data.get(name);
    session
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: body ? 200 : 404,
        responseHeaders: [{name: 'Access-Control-Allow-Origin', value: '*'}],
        body: (body ?? Buffer.alloc(0)).toString('base64'),
      })
      .catch(() => undefined);
  });
  await session.send('Fetch.enable', {
    patterns: [...data.keys()].map((name) => ({
      urlPattern: `*/example-runtime/demo/${name}`,
      requestStage: 'Request' as const,
    })),
  });
  return async () => {
    await session.send('Fetch.disable');
    await session.detach();
  };
}
