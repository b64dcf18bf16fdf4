import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const ROOT = join(__dirname, '..', '..');
/** What `docusaurus start` needs of the repository; node_modules is linked, not copied. */
const COPIED = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
  'src',
  'docs',
  'example',
  'i18n',
  'static',
  'plugins',
];
/** Terminal colour codes, which split the words the checks look for. */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** What the dev server prints when a plugin's reload fails, or the bundler reports an error. */
export const DEV_SERVER_FAILURE =
  /reload failure|\[ERROR\]|compiled with \d+ errors?|Module build failed/i;

/** A writer's edit: in `file` of the copy, `before` becomes `after`, which `path` then shows. */
export interface WriterEdit {
  readonly name: string;
  readonly path: string;
  readonly file: string;
  readonly before: string;
  readonly after: string;
}

/** One edit of each kind a writer makes, each with the text its page shows once it is in. */
export const WRITER_EDITS: readonly WriterEdit[] = [
  {
    name: 'example meta.json',
    path: 'example/simple-map/',
    file: 'example/simple-map/meta.json',
    before: 'The smallest complete page that shows a map',
    after: 'Edited by a writer: the smallest complete page that shows a map',
  },
  {
    name: 'example index.html',
    path: 'example/simple-map/',
    file: 'example/simple-map/index.html',
    before: '<div id="map"></div>',
    after: '<div id="map"></div><!-- edited by a writer -->',
  },
  {
    name: 'guide',
    path: 'guides/install/',
    file: 'docs/guides/install.mdx',
    before: 'is distributed in two ways',
    after: 'is distributed, as a writer just said, in two ways',
  },
  {
    name: 'API entry',
    path: 'api/map/#map#flyto',
    file: 'docs/api/_entries/map/camera.ts',
    before: 'Animates the camera along a path that zooms out',
    after: 'Animates the camera, as a writer just said, along a path that zooms out',
  },
];

/**
 * The same kinds of edit to the Japanese site's sources, which the Japanese
 * dev server shows (`npm run start:ja`).
 */
export const JAPANESE_WRITER_EDITS: readonly WriterEdit[] = [
  {
    name: 'example meta.json (Japanese)',
    path: 'example/simple-map/',
    file: 'example/simple-map/meta.json',
    before: '地図を表示する最小限の完全なページです。',
    after: '執筆者が編集した、地図を表示する最小限の完全なページです。',
  },
  {
    name: 'example index.html',
    path: 'example/simple-map/',
    file: 'example/simple-map/index.html',
    before: '<div id="map"></div>',
    after: '<div id="map"></div><!-- edited by a writer -->',
  },
  {
    name: 'guide (Japanese)',
    path: 'guides/install/',
    file: 'i18n/ja/docusaurus-plugin-content-docs/current/guides/install.mdx',
    before: '2 つの形で配布されています',
    after: '2 つの形で配布されていると執筆者が書きました',
  },
  {
    name: 'API entry (Japanese)',
    path: 'api/map/#map#flyto',
    file: 'docs/api/_entries/map/camera.ts',
    before: 'ズームアウトしてから移動し、再びズームインする',
    after: 'ズームアウトしてから移動し、執筆者が書いたとおり再びズームインする',
  },
];

/**
 * Edits to the English of Japanese units: each makes its Japanese page show
 * that its translation is outdated (`selector` appears).
 */
export const ENGLISH_SOURCE_EDITS: readonly (Omit<WriterEdit, 'after'> & {
  readonly after: string;
  readonly selector: string;
  /** Where the notice or mark links: the English text, under the site's base URL. */
  readonly english: string;
})[] = [
  {
    name: 'an English guide',
    path: 'guides/install/',
    file: 'docs/guides/install.mdx',
    before: 'is distributed in two ways',
    after: 'is distributed, as a writer just said, in two ways',
    selector: '[data-translation-status="outdated"]',
    english: 'guides/install/',
  },
  {
    name: 'an API entry’s English',
    path: 'api/map/#map#flyto',
    file: 'docs/api/_entries/map/camera.ts',
    before: 'Animates the camera along a path that zooms out',
    after: 'Animates the camera, as a writer just said, along a path that zooms out',
    selector: '[data-api-member="map#flyto"] [data-translation-mark="outdated"]',
    english: 'api/map/#map#flyto',
  },
  {
    name: 'an example’s English',
    path: 'example/simple-map/',
    file: 'example/simple-map/meta.json',
    before: 'The smallest complete page that shows a map',
    after: 'Edited by a writer: the smallest complete page that shows a map',
    selector: '[data-translation-mark="outdated"]',
    english: 'example/simple-map/',
  },
];

export interface DevServerOnCopy {
  readonly origin: string;
  /** Everything the server printed, without colour codes. */
  output(): string;
  apply(edit: WriterEdit): void;
  /**
   * Resolves once the server has printed nothing for `quietMs`: an edit
   * starts several rebuilds in turn (the plugins' reload, then each
   * compilation), and a page opened between two of them runs a compilation
   * the next update cannot apply to, so the dev client reloads the page
   * instead of updating it.
   */
  quiet(quietMs?: number): Promise<void>;
  stop(): void;
}

/**
 * `docusaurus start` on a copy of the site (so that edits leave the real
 * sources alone), resolved once it serves `basePath` and has compiled.
 */
export async function startDevServerOnCopy(
  port: number,
  basePath: string,
  locale = 'en',
): Promise<DevServerOnCopy> {
  const site = mkdtempSync(join(tmpdir(), 'docs-dev-'));
  for (const name of COPIED) {
    cpSync(join(ROOT, name), join(site, name), {recursive: true});
  }
  symlinkSync(join(ROOT, 'node_modules'), join(site, 'node_modules'), 'dir');
  let output = '';
  const server: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', '.bin', 'docusaurus'),
      'start',
      '--port',
      String(port),
      '--no-open',
      '--locale',
      locale,
    ],
    {cwd: site, env: {...process.env, BROWSER: 'none'}},
  );
  const append = (chunk: Buffer) => (output += chunk.toString().replace(COLOUR_CODES, ''));
  server.stdout?.on('data', append);
  server.stderr?.on('data', append);
  const origin = `http://localhost:${port}`;
  const stop = () => {
    server.kill();
    rmSync(site, {recursive: true, force: true});
  };
  const deadline = Date.now() + 240_000;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const answer = await fetch(`${origin}${basePath}`, {signal: AbortSignal.timeout(30_000)}).catch(
      (error: Error) => error,
    );
    last = answer instanceof Error ? String(answer.cause ?? answer) : `status ${answer.status}`;
    if (!(answer instanceof Error) && answer.ok && /compiled successfully/.test(output)) {
      return {
        origin,
        output: () => output,
        async quiet(quietMs = 2_000) {
          let seen = output.length;
          let since = Date.now();
          const deadline = Date.now() + 120_000;
          while (Date.now() - since < quietMs && Date.now() < deadline) {
            await new Promise((done) => setTimeout(done, 200));
            if (output.length !== seen) {
              seen = output.length;
              since = Date.now();
            }
          }
        },
        apply({file, before, after}) {
          const path = join(site, file);
          const text = readFileSync(path, 'utf8');
          if (!text.includes(before)) {
            throw new Error(`${file} no longer holds "${before}"`);
          }
          writeFileSync(path, text.replace(before, after));
        },
        stop,
      };
    }
    if (server.exitCode !== null) {
      break;
    }
    await new Promise((done) => setTimeout(done, 1000));
  }
  stop();
  throw new Error(`the dev server did not start (${last}):\n${output}`);
}
