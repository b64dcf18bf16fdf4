/**
 * The UI strings and the English each Japanese one translates: the default
 * messages of `<Translate>` and `translate()` in the site's code (read with
 * Docusaurus's own extractor, as `write-translations` reads them), the
 * theme's messages the site translates in `code.json`, the docs sidebar's
 * labels and the gallery's topic names.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {createRequire} from 'node:module';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';

import {processCache} from '../../../src/lib/incrementalFiles';

export const JAPANESE_CODE_FILE = 'i18n/ja/code.json';
export const JAPANESE_DOCS_LABELS_FILE = 'i18n/ja/docusaurus-plugin-content-docs/current.json';
export const TOPICS_FILE = 'example/topics.json';

/** Folders whose code shows translated strings. */
const CODE_FOLDERS = ['src', 'plugins'];

export interface EnglishUiString {
  /** `code` (code.json), `docs` (the sidebar's labels) or `topics` (the gallery's topics). */
  readonly file: 'code' | 'docs' | 'topics';
  readonly id: string;
  readonly english: string;
  /** Where the English is written, from the site's folder. */
  readonly source: string;
  readonly translated: boolean;
}

type Messages = Record<string, {message?: unknown} | undefined>;

function readJson<T>(siteDir: string, file: string): T {
  try {
    return JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file}: it is not valid JSON (${(error as Error).message})`);
  }
}

function codeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const extracted = processCache<{mtimeMs: number; messages: Record<string, string>}>(
  'translations-extracted',
);

/** id → English default message, from every file of the site's code that imports `Translate`. */
async function siteCodeMessages(
  siteDir: string,
): Promise<Map<string, {english: string; source: string}>> {
  const files = CODE_FOLDERS.flatMap((folder) => codeFiles(join(siteDir, folder)));
  const stale: string[] = [];
  for (const file of files) {
    const {mtimeMs} = statSync(file);
    if (extracted.get(file)?.mtimeMs !== mtimeMs) {
      if (readFileSync(file, 'utf8').includes('@docusaurus/Translate')) {
        stale.push(file);
      } else {
        extracted.set(file, {mtimeMs, messages: {}});
      }
    }
  }
  if (stale.length) {
    const babel = getBabelOptions({isServer: true});
    for (const result of await extractAllSourceCodeFileTranslations(stale, babel)) {
      const messages = Object.fromEntries(
        Object.entries(result.translations).map(([id, {message}]) => [id, message]),
      );
      extracted.set(result.sourceCodeFilePath, {
        mtimeMs: statSync(result.sourceCodeFilePath).mtimeMs,
        messages,
      });
    }
  }
  const messages = new Map<string, {english: string; source: string}>();
  for (const file of files) {
    for (const [id, english] of Object.entries(extracted.get(file)?.messages ?? {})) {
      messages.set(id, {english, source: relative(siteDir, file).split(sep).join('/')});
    }
  }
  return messages;
}

/** The theme's own messages in a locale of `@docusaurus/theme-translations` (`base` is the English). */
function themeMessages(siteDir: string, locale: 'base' | 'ja' = 'base'): Map<string, string> {
  const require = createRequire(join(siteDir, 'package.json'));
  const baseDir = join(
    dirname(require.resolve('@docusaurus/theme-translations')),
    '..',
    'locales',
    locale,
  );
  const messages = new Map<string, string>();
  for (const file of readdirSync(baseDir).filter((name) => name.endsWith('.json'))) {
    const content = JSON.parse(readFileSync(join(baseDir, file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(content)) {
      if (!id.endsWith('___DESCRIPTION')) messages.set(id, message);
    }
  }
  return messages;
}

function hasMessage(messages: Messages, id: string): boolean {
  const message = messages[id]?.message;
  return typeof message === 'string' && message.trim() !== '';
}

/** A sidebar label's English is the label in its id: `sidebar.sidebar.category.Guides` → `Guides`. */
function sidebarEnglish(id: string, description: unknown): string {
  const label = /^sidebar\.[^.]+\.(?:category|doc|link)\.(.+)$/.exec(id)?.[1];
  if (label !== undefined) return label;
  return typeof description === 'string' ? description : id;
}

export async function englishUiStrings(siteDir: string): Promise<EnglishUiString[]> {
  const code = readJson<Messages>(siteDir, JAPANESE_CODE_FILE);
  const ours = await siteCodeMessages(siteDir);
  const theme = themeMessages(siteDir);
  // The theme's ids the site uses in its own components come translated with the theme.
  const themeJapanese = themeMessages(siteDir, 'ja');
  const strings: EnglishUiString[] = [...ours]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, {english, source}]) => ({
      file: 'code',
      id,
      english,
      source,
      translated: hasMessage(code, id) || Boolean(themeJapanese.get(id)?.trim()),
    }));
  // Theme messages count as the site's once code.json carries them.
  for (const id of Object.keys(code).sort()) {
    const english = theme.get(id);
    if (!ours.has(id) && english !== undefined) {
      strings.push({
        file: 'code',
        id,
        english,
        source: '@docusaurus/theme-translations',
        translated: hasMessage(code, id),
      });
    }
  }
  const labels = readJson<Record<string, {message?: unknown; description?: unknown}>>(
    siteDir,
    JAPANESE_DOCS_LABELS_FILE,
  );
  for (const [id, {description}] of Object.entries(labels)) {
    strings.push({
      file: 'docs',
      id,
      english: sidebarEnglish(id, description),
      source: 'sidebars.ts',
      translated: hasMessage(labels, id),
    });
  }
  const topics = readJson<Record<string, unknown>>(siteDir, TOPICS_FILE);
  for (const [id, japanese] of Object.entries(topics)) {
    strings.push({
      file: 'topics',
      id,
      english: id,
      source: TOPICS_FILE,
      translated: typeof japanese === 'string' && japanese.trim() !== '',
    });
  }
  return strings;
}

/** Ids in `code.json` that neither the site's code nor the theme uses. */
export async function unusedCodeMessages(siteDir: string): Promise<string[]> {
  const code = readJson<Messages>(siteDir, JAPANESE_CODE_FILE);
  const ours = await siteCodeMessages(siteDir);
  const theme = themeMessages(siteDir);
  return Object.keys(code).filter((id) => !ours.has(id) && !theme.has(id));
}
