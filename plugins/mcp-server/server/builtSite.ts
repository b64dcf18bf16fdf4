/**
 * The built site the server answers from: each locale's folder and tool data
 * (plugins/mcp-server/toolDataFile.ts). Found from `--build <dir>`, then the
 * `DOCS_BUILD_DIR` environment variable, then the repository's `build/`;
 * when it holds no built site the error says how to make one.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';

import {TOOL_DATA_FILE, type ToolDataFile} from '../toolDataFile';

export interface BuiltLocaleData {
  readonly locale: string;
  /** The locale's output folder. */
  readonly folder: string;
  readonly data: ToolDataFile;
}

export interface BuiltSite {
  readonly dir: string;
  readonly defaultLocale: string;
  /** Every locale, the default one first. */
  readonly locales: readonly BuiltLocaleData[];
}

/** The repository's root: the server runs from a clone. */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

export class MissingBuildError extends Error {}

/** The build folder the command line or the environment names, else the repository's. */
export function buildDirFrom(argv: readonly string[], env: NodeJS.ProcessEnv): string {
  const flag = argv.findIndex((argument) => argument === '--build');
  const fromFlag = flag === -1 ? undefined : argv[flag + 1];
  const inline = argv.find((argument) => argument.startsWith('--build='))?.slice('--build='.length);
  const chosen = inline ?? fromFlag ?? env.DOCS_BUILD_DIR;
  return chosen ? resolve(chosen) : join(REPOSITORY_ROOT, 'build');
}

function readToolData(file: string): ToolDataFile {
  const data = JSON.parse(readFileSync(file, 'utf8')) as ToolDataFile;
  if (data.version !== 1) {
    throw new MissingBuildError(
      `${file} is of another version of the docs: run \`npm run build\` again.`,
    );
  }
  return data;
}

export function loadBuiltSite(dir: string): BuiltSite {
  const rootFile = join(dir, TOOL_DATA_FILE);
  if (!existsSync(rootFile)) {
    throw new MissingBuildError(
      `No built docs site in ${dir} (no ${TOOL_DATA_FILE}). ` +
        `Build one with \`npm run build\` in ${REPOSITORY_ROOT}, ` +
        'or name another build with --build <dir> or DOCS_BUILD_DIR.',
    );
  }
  const root = readToolData(rootFile);
  const locales = [root.defaultLocale, ...root.locales.filter((l) => l !== root.defaultLocale)];
  return {
    dir,
    defaultLocale: root.defaultLocale,
    locales: locales.flatMap((locale): BuiltLocaleData[] => {
      if (locale === root.locale) {
        return [{locale, folder: dir, data: root}];
      }
      // A build of the default locale alone (`--locale en`) has no other folder.
      const folder = join(dir, locale);
      const file = join(folder, TOOL_DATA_FILE);
      return existsSync(file) ? [{locale, folder, data: readToolData(file)}] : [];
    }),
  };
}

/** A locale of the site, the default one when none or an unknown one is asked for. */
export function localeData(site: BuiltSite, locale?: string): BuiltLocaleData {
  return site.locales.find((entry) => entry.locale === locale) ?? site.locales[0]!;
}
