import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = join(__dirname, '..', '..');
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** Ids whose Japanese text is deliberately the same as the English one. */
const SAME_IN_JAPANESE = new Set(['debug.registry.title', 'theme.blog.author.pageTitle']);

/** Every folder whose code or MDX can show a translated string. */
const SOURCE_FOLDERS = ['src', 'plugins', 'docs', 'example'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return sourceFiles(path);
    }
    return /\.(tsx?|mdx)$/.test(name) ? [path] : [];
  });
}

/** Translation ids used with <Translate id="..."> or translate({id: '...'}). */
function usedIds(): Map<string, string> {
  const ids = new Map<string, string>();
  const pattern = /(?:<Translate[^>]*?\sid=|translate\(\s*\{\s*id:\s*)["']([\w.:-]+)["']/g;
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      ids.set(match[1] ?? '', file);
    }
  }
  return ids;
}

type Messages = Record<string, {message: string}>;

/** Ids the themes' own Japanese translations already cover. */
const THEME_JAPANESE = new Set(
  readdirSync(join(ROOT, 'node_modules/@docusaurus/theme-translations/locales/ja'))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) =>
      Object.keys(
        JSON.parse(
          readFileSync(
            join(ROOT, 'node_modules/@docusaurus/theme-translations/locales/ja', file),
            'utf8',
          ),
        ) as object,
      ),
    ),
);

describe('Japanese translations', () => {
  const code = JSON.parse(readFileSync(join(ROOT, 'i18n/ja/code.json'), 'utf8')) as Messages;

  it('has a Japanese message for every id the site uses', () => {
    const ids = usedIds();
    expect(ids.size).toBeGreaterThan(10);
    const missing = [...ids]
      .filter(([id]) => !code[id] && !THEME_JAPANESE.has(id))
      .map(([id, file]) => `${id} (${file})`);
    expect(missing, 'run npm run write-translations -- --locale ja').toEqual([]);
  });

  it('translates every message in code.json', () => {
    const untranslated = Object.entries(code)
      .filter(([id, {message}]) => !SAME_IN_JAPANESE.has(id) && !JAPANESE.test(message))
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });

  it.each(['docusaurus-plugin-content-docs/current.json'])(
    'translates the labels in %s',
    (file) => {
      const messages = JSON.parse(readFileSync(join(ROOT, 'i18n/ja', file), 'utf8')) as Messages;
      const untranslated = Object.entries(messages)
        .filter(([id, {message}]) => id !== 'version.label' && !JAPANESE.test(message))
        .map(([id]) => id);
      expect(untranslated).toEqual([]);
    },
  );
});
