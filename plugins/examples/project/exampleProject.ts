/**
 * An example as a project a reader runs at home: `package.json` with the
 * library and its plugins from npm, `index.html`, a main script importing
 * them as modules, the data files the example loads from the docs' assets,
 * `.env` with the access token, a `.gitignore` and a README. Pure work on
 * strings: the example page builds it in the browser (no server, offline
 * too), and the tests build every example's in Node.
 */
import {pageParts} from '../theme/ExamplePlayground/prefill';
import {libraryFor} from '../../preview/platform/libraries/tags';
import type {NpmImport} from '../../preview/platform/libraries/table';
import {ASSET_CREDITS} from '../../preview/assets/credits';
import {escapeRegExp} from '../../../src/lib/escapeRegExp';
import {compareReleases} from '../../../src/model/versions/semver';
import {ACCESS_TOKEN_PLACEHOLDER} from '../../../src/lib/accessTokenInCode';

/** The dev server and bundler of every project: the standard one for a plain JavaScript page. */
export const PROJECT_VITE_VERSION = '8.3.8';

export interface ProjectText {
  /** The README, from the page's translations: each a function of what it names. */
  readonly readmeIntro: (link: string) => string;
  readonly readmeEdited: string;
  readonly readmeRunHeading: string;
  readonly readmeRun: string;
  readonly readmeBuild: string;
  readonly readmeTokenHeading: string;
  readonly readmeTokenSet: (variable: string) => string;
  readonly readmeTokenMissing: (variable: string, url: string) => string;
  readonly readmeFilesHeading: string;
  readonly readmeTags: string;
  readonly readmeDataHeading: string;
  /** `.env`'s comment above the token. */
  readonly envComment: (url: string) => string;
}

export interface ProjectInput {
  readonly slug: string;
  readonly title: string;
  /** The page's language, for `index.html`. */
  readonly locale: string;
  /** The example's standalone document, product tokens replaced, with the placeholder for the token. */
  readonly html: string;
  readonly edited: boolean;
  readonly productId: string;
  /** The release the site documents; the project never asks for one older than `minimumVersion`. */
  readonly libraryVersion: string;
  readonly minimumVersion: string | null;
  /** The example's page, which the README links back to. */
  readonly exampleUrl: string;
  /** The signed-in reader's public token, or null. */
  readonly token: string | null;
  readonly accessTokensUrl: string;
  /** Where the docs keep the examples' data (ends with `/`). */
  readonly assetsUrl: string;
  readonly text: ProjectText;
}

export interface ProjectFile {
  readonly path: string;
  readonly content: string | Uint8Array;
}

/** What a project is made of before its data files are fetched. */
export interface ProjectPlan {
  /** The project's files, but for its data. */
  readonly files: readonly ProjectFile[];
  /** The docs' data files the code loads, each to be saved as `public/{name}`. */
  readonly dataFiles: readonly string[];
  /** The npm packages the project imports, with the import each stands for. */
  readonly imports: readonly NpmImport[];
  /** The URLs the project still loads with tags (no npm package does what they do). */
  readonly keptTags: readonly string[];
  /** Whether the page loads the library (a page with a plugin alone may not). */
  readonly usesLibrary: boolean;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The npm import with the product's names in place of `{product}` and `{Product}`. */
export function forProduct(npm: NpmImport, productId: string): NpmImport {
  const named = (text: string) =>
    text.replaceAll('{product}', productId).replaceAll('{Product}', capitalised(productId));
  return {
    ...npm,
    name: named(npm.name),
    from: named(npm.from),
    ...(npm.binding ? {binding: {...npm.binding, name: named(npm.binding.name)}} : {}),
    ...(npm.attachTo ? {attachTo: named(npm.attachTo)} : {}),
  };
}

/** The environment variable `.env` sets and the code reads. */
export function tokenVariable(productId: string): string {
  return `VITE_${productId.toUpperCase().replace(/\W/g, '_')}_ACCESS_TOKEN`;
}

function importLine(npm: NpmImport): string {
  if (!npm.binding) return `import '${npm.from}';`;
  return npm.binding.namespace
    ? `import * as ${npm.binding.name} from '${npm.from}';`
    : `import ${npm.binding.name} from '${npm.from}';`;
}

/**
 * The code with the docs' data URLs made relative (the files go in
 * `public/`), and their names. A name the code builds in a template literal
 * (`night-shade-${hour}.png`) stands for every data file it can make, and
 * the folder's URL alone for every data file the code names in a string.
 */
function withLocalData(text: string, assetsUrl: string): {text: string; names: string[]} {
  const names: string[] = [];
  const local = text.replace(
    new RegExp(`${escapeRegExp(assetsUrl)}([\\w.-]*)(\\$\\{[^}]*\\}([\\w.-]*))?`, 'g'),
    (_url, name: string, template: string | undefined, suffix: string | undefined) => {
      if (template === undefined && name === '') {
        // The folder itself, joined to names later: each data file the
        // code names in a string.
        names.push(
          ...Object.keys(ASSET_CREDITS).filter((file) =>
            new RegExp(`(["'\`])${escapeRegExp(file)}\\1`).test(text),
          ),
        );
      } else if (template === undefined) {
        names.push(name);
      } else {
        names.push(
          ...Object.keys(ASSET_CREDITS).filter(
            (file) =>
              file.startsWith(name) &&
              file.endsWith(suffix ?? '') &&
              file.length > name.length + (suffix ?? '').length,
          ),
        );
      }
      return `./${name}${template ?? ''}`;
    },
  );
  return {text: local, names};
}

/** The newer of two releases. */
function newer(a: string, b: string | null): string {
  return b !== null && compareReleases(b, a) > 0 ? b : a;
}

function packageJson(
  input: ProjectInput,
  imports: readonly NpmImport[],
  usesLibrary: boolean,
): string {
  const library = `${input.productId}-gl`;
  const dependencies: Record<string, string> = usesLibrary
    ? {[library]: `^${newer(input.libraryVersion, input.minimumVersion)}`}
    : {};
  for (const npm of imports) dependencies[npm.name] = npm.version;
  const sorted = Object.fromEntries(
    Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b, 'en')),
  );
  return `${JSON.stringify(
    {
      name: `${input.productId}-gl-js-${input.slug}`,
      private: true,
      version: '0.0.0',
      type: 'module',
      scripts: {dev: 'vite', build: 'vite build', preview: 'vite preview'},
      dependencies: sorted,
      devDependencies: {vite: `^${PROJECT_VITE_VERSION}`},
    },
    null,
    2,
  )}\n`;
}

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : ' '.repeat(spaces) + line))
    .join('\n');

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function indexHtml(
  input: ProjectInput,
  body: string,
  keptStylesheets: readonly string[],
  keptScripts: readonly string[],
): string {
  const head = [
    '<meta charset="utf-8" />',
    `<title>${escapeHtml(input.title)}</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    ...keptStylesheets.map((href) => `<link href="${href}" rel="stylesheet" />`),
    ...keptScripts.map((src) => `<script src="${src}"></script>`),
  ];
  return [
    '<!DOCTYPE html>',
    `<html lang="${input.locale}">`,
    '  <head>',
    indent(head.join('\n'), 4),
    '  </head>',
    '  <body>',
    indent(body, 4),
    '    <script type="module" src="/src/main.js"></script>',
    '  </body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}

function mainJs(
  input: ProjectInput,
  code: string,
  imports: readonly NpmImport[],
  hasStyle: boolean,
  usesLibrary: boolean,
): string {
  const library = `${input.productId}-gl`;
  const lines = [
    ...(usesLibrary
      ? [
          `import ${input.productId}gl from '${library}';`,
          `import '${library}/dist/${library}.css';`,
        ]
      : []),
    ...imports.map(importLine),
    ...(hasStyle ? ["import './style.css';"] : []),
  ];
  const attached = imports
    .filter((npm) => npm.attachTo && npm.binding)
    .map((npm) => `${npm.attachTo} = ${npm.binding!.name};`);
  const placeholder = new RegExp(`(["'\`])${ACCESS_TOKEN_PLACEHOLDER}\\1`, 'g');
  const withToken = code.replace(placeholder, `import.meta.env.${tokenVariable(input.productId)}`);
  return `${[...lines, ...(attached.length ? ['', ...attached] : []), '', withToken].join('\n')}\n`;
}

function envFile(input: ProjectInput): string {
  const value = input.token ?? ACCESS_TOKEN_PLACEHOLDER;
  return `# ${input.text.envComment(input.accessTokensUrl)}\n${tokenVariable(input.productId)}=${value}\n`;
}

function readme(input: ProjectInput, plan: Omit<ProjectPlan, 'files'>): string {
  const {text} = input;
  const sections = [
    `# ${input.title}`,
    text.readmeIntro(input.exampleUrl) + (input.edited ? ` ${text.readmeEdited}` : ''),
    `## ${text.readmeRunHeading}`,
    text.readmeRun,
    '```sh\nnpm install\nnpm run dev\n```',
    text.readmeBuild,
    `## ${text.readmeTokenHeading}`,
    input.token
      ? text.readmeTokenSet(tokenVariable(input.productId))
      : text.readmeTokenMissing(tokenVariable(input.productId), input.accessTokensUrl),
    ...(plan.keptTags.length
      ? [
          `## ${text.readmeFilesHeading}`,
          text.readmeTags,
          plan.keptTags.map((url) => `- ${url}`).join('\n'),
        ]
      : []),
    ...(plan.dataFiles.length
      ? [
          `## ${text.readmeDataHeading}`,
          plan.dataFiles
            .map((name) => `- \`public/${name}\`: ${ASSET_CREDITS[name] ?? ''}`)
            .join('\n'),
        ]
      : []),
  ];
  return `${sections.join('\n\n')}\n`;
}

/**
 * Plans an example's project: every file but the data, which the caller
 * fetches (the page from the site's runtime, the tests from the build) and
 * adds as `public/{name}`.
 */
export function planExampleProject(input: ProjectInput, parser: DOMParser): ProjectPlan {
  const parts = pageParts(input.html, parser);
  const isLibrary = (url: string, extension: string) =>
    url.endsWith(`/${input.productId}-gl.${extension}`);
  const imports: NpmImport[] = [];
  const keptStylesheets: string[] = [];
  const keptScripts: string[] = [];
  const mapped = (url: string, kept: string[]) => {
    const npm = libraryFor(url, input.productId)?.npm;
    if (!npm) {
      kept.push(url);
      return;
    }
    const named = forProduct(npm, input.productId);
    if (!imports.some((other) => other.from === named.from)) imports.push(named);
  };
  const usesLibrary = parts.scripts.some((url) => isLibrary(url, 'js'));
  for (const url of parts.scripts) if (!isLibrary(url, 'js')) mapped(url, keptScripts);
  for (const url of parts.stylesheets) if (!isLibrary(url, 'css')) mapped(url, keptStylesheets);

  const code = withLocalData(parts.js, input.assetsUrl);
  const body = withLocalData(parts.html, input.assetsUrl);
  const dataFiles = [...new Set([...code.names, ...body.names])].sort();
  const keptTags = [...keptStylesheets, ...keptScripts];
  const hasStyle = parts.css.trim() !== '';
  const files: ProjectFile[] = [
    {path: 'package.json', content: packageJson(input, imports, usesLibrary)},
    {path: 'index.html', content: indexHtml(input, body.text, keptStylesheets, keptScripts)},
    {path: 'src/main.js', content: mainJs(input, code.text, imports, hasStyle, usesLibrary)},
    ...(hasStyle ? [{path: 'src/style.css', content: `${parts.css}\n`}] : []),
    {path: '.env', content: envFile(input)},
    {path: '.gitignore', content: 'node_modules/\ndist/\n.env\n'},
    {path: 'README.md', content: readme(input, {dataFiles, imports, keptTags, usesLibrary})},
  ];
  return {files, dataFiles, imports, keptTags, usesLibrary};
}
