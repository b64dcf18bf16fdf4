/**
 * The translated units of the Japanese edition and the English each one
 * translates: every MDX page, each example's title and description, each
 * API entry's prose, and each UI string. Read from the sources, so the
 * plugins that render a unit and the writers' tools agree on what it is.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import yaml from 'js-yaml';

import {itemAnchor, memberAnchor} from '../../../src/model/api/anchors';
import {API_ENTRIES_DIR, loadApiPages} from '../../../src/model/api/entries';
import type {ApiItem, ApiMember, ApiPage, LocalText} from '../../../src/model/api/types';
import {sectionFingerprints, unitFingerprint} from './fingerprint';
import {
  englishUiStrings,
  JAPANESE_CODE_FILE,
  JAPANESE_DOCS_LABELS_FILE,
  TOPICS_FILE,
} from './uiStrings';

export const UNIT_KINDS = ['page', 'example', 'entry', 'string'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const JAPANESE_DOCS_DIR = 'i18n/ja/docusaurus-plugin-content-docs/current';
export const EXAMPLES_DIR = 'example';

export interface EnglishUnit {
  /** `page:guides/install`, `example:cluster`, `entry:map/map#flyto`, `string:code/api.since`. */
  readonly id: string;
  readonly kind: UnitKind;
  /** What a writer recognises: the English title, the entry's name, the string's id. */
  readonly label: string;
  readonly fingerprint: string;
  /** Pages only: each section's fingerprint, by English heading. */
  readonly sections?: Readonly<Record<string, string>>;
  /** Where the English is, from the site's folder (files or folders). */
  readonly englishFiles: readonly string[];
  /** Where the Japanese is, from the site's folder. */
  readonly japaneseFile: string;
  /** Whether Japanese text exists; without it the reader is shown the English. */
  readonly translated: boolean;
  /** The route under a locale's base URL (`guides/install/`, `api/map/#map#flyto`); none for UI strings. */
  readonly path: string | null;
}

/** A file a writer edits that cannot be read, named with the reason. */
export class SourceError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

function posix(path: string): string {
  return path.split(sep).join('/');
}

function mdxFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) {
    return [];
  }
  return (
    readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => posix(relative(dir, join(entry.parentPath, entry.name))))
      // `_entries/` and other `_` folders are not pages.
      .filter((file) => !file.split('/').some((part) => part.startsWith('_')))
      .sort()
  );
}

/** A page's front matter, parsed; a clear error naming the file when it cannot be. */
export function frontMatterOf(text: string, file: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text);
  if (!match) {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = yaml.load(match[1]!);
  } catch (error) {
    const reason = error instanceof yaml.YAMLException ? error.message : String(error);
    throw new SourceError(file, `its front matter cannot be parsed: ${reason}`);
  }
  if (parsed === null || parsed === undefined) {
    return {};
  }
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SourceError(file, 'its front matter is not a list of `key: value` lines');
  }
  return parsed as Record<string, unknown>;
}

export function pageRoute(docId: string): string {
  return `${docId.replace(/(^|\/)index$/, '')}/`.replace(/^\/$/, '');
}

/** The unit of one page, `file` from the `docs` folder (`guides/install.mdx`). */
export function pageUnit(siteDir: string, file: string): EnglishUnit {
  const englishFile = `docs/${file}`;
  const japaneseFile = `${JAPANESE_DOCS_DIR}/${file}`;
  const english = readFileSync(join(siteDir, englishFile), 'utf8');
  const docId = file.replace(/\.mdx?$/, '');
  const title = frontMatterOf(english, englishFile).title;
  const translated = existsSync(join(siteDir, japaneseFile));
  if (translated) {
    frontMatterOf(readFileSync(join(siteDir, japaneseFile), 'utf8'), japaneseFile);
  }
  return {
    id: `page:${docId}`,
    kind: 'page',
    label: typeof title === 'string' ? title : docId,
    fingerprint: unitFingerprint(english),
    sections: sectionFingerprints(english),
    englishFiles: [englishFile],
    japaneseFile,
    translated,
    path: pageRoute(docId),
  };
}

export function pageUnits(siteDir: string): EnglishUnit[] {
  return mdxFilesUnder(join(siteDir, 'docs')).map((file) => pageUnit(siteDir, file));
}

/** The bilingual fields of an example's `meta.json` that a translator translates. */
export interface ExampleProse {
  readonly title: LocalText;
  readonly description: LocalText;
  readonly liveReason?: LocalText;
}

/** The English of an example's prose, as its fingerprint reads it. */
export function exampleEnglish(prose: ExampleProse): string {
  return [prose.title.en, prose.description.en, prose.liveReason?.en ?? ''].join('\n\n').trim();
}

export function exampleTranslated(prose: ExampleProse): boolean {
  return (
    Boolean(prose.title.ja.trim() && prose.description.ja.trim()) &&
    (prose.liveReason === undefined || Boolean(prose.liveReason.ja.trim()))
  );
}

function isLocalText(value: unknown): value is LocalText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LocalText).en === 'string' &&
    typeof (value as LocalText).ja === 'string'
  );
}

export function exampleUnit(slug: string, prose: ExampleProse): EnglishUnit {
  const file = `${EXAMPLES_DIR}/${slug}/meta.json`;
  return {
    id: `example:${slug}`,
    kind: 'example',
    label: prose.title.en,
    fingerprint: unitFingerprint(exampleEnglish(prose)),
    englishFiles: [file],
    japaneseFile: file,
    translated: exampleTranslated(prose),
    path: `example/${slug}/`,
  };
}

export function exampleUnits(siteDir: string): EnglishUnit[] {
  const dir = join(siteDir, EXAMPLES_DIR);
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'meta.json')))
    .map((entry) => entry.name)
    .sort()
    .map((slug) => {
      const file = `${EXAMPLES_DIR}/${slug}/meta.json`;
      let meta: Partial<ExampleProse>;
      try {
        meta = JSON.parse(readFileSync(join(siteDir, file), 'utf8')) as Partial<ExampleProse>;
      } catch (error) {
        throw new SourceError(file, `it is not valid JSON (${(error as Error).message})`);
      }
      if (!isLocalText(meta.title) || !isLocalText(meta.description)) {
        throw new SourceError(file, 'its `title` and `description` need `en` and `ja` texts');
      }
      return exampleUnit(slug, {
        title: meta.title,
        description: meta.description,
        ...(isLocalText(meta.liveReason) ? {liveReason: meta.liveReason} : {}),
      });
    });
}

/**
 * An entry's translated fields as `path: English` lines, in a fixed order:
 * what its fingerprint reads. Rows of tables are named by their `name`, so
 * moving a row does not read as a change of text. The members of an item's
 * groups are entries of their own and left out.
 */
export function entryEnglish(entry: ApiItem | ApiMember): string {
  const lines: string[] = [];
  const visit = (value: unknown, path: string): void => {
    if (isLocalText(value)) {
      lines.push(`${path}: ${value.en}`);
    } else if (Array.isArray(value)) {
      value.forEach((element: unknown, index) => {
        const name =
          (element as {name?: unknown; id?: unknown} | null)?.name ??
          (element as {id?: unknown} | null)?.id;
        visit(element, `${path}[${typeof name === 'string' ? name : index}]`);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, field] of Object.entries(value)) {
        if (path === '' && key === 'groups') {
          const groups = field as ApiItem['groups'];
          groups?.forEach((group) => visit(group.title, `groups[${group.id}].title`));
        } else {
          visit(field, path ? `${path}.${key}` : key);
        }
      }
    }
  };
  visit(entry, '');
  return lines.join('\n');
}

function entryTranslated(entry: ApiItem | ApiMember): boolean {
  let translated = true;
  const visit = (value: unknown, top: boolean): void => {
    if (isLocalText(value)) {
      translated &&= value.ja.trim() !== '';
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, field] of Object.entries(value)) {
        if (!(top && key === 'groups')) visit(field, false);
      }
    }
  };
  visit(entry, true);
  return translated;
}

/** `Map#flyTo`, `LngLat.convert`, `Map event click`: as the reference names a member. */
function memberLabel(item: ApiItem, member: ApiMember): string {
  if (member.kind === 'event') return `${item.name} event ${member.name}`;
  return `${item.name}${member.static ? '.' : '#'}${member.name}`;
}

/** Where a page's entries are written: `docs/api/_entries/map.ts` and `map/`. */
function entryFilesOf(siteDir: string, page: ApiPage): string[] {
  const base = posix(join(API_ENTRIES_DIR, page.id));
  return [`${base}.ts`, `${base}/`].filter((path) => existsSync(join(siteDir, path)));
}

/** The unit of one entry: what the API reference marks by its heading. */
export function entryUnitId(page: ApiPage['id'], anchor: string): string {
  return `entry:${page}/${anchor}`;
}

export function entryUnitsOf(siteDir: string, pages: readonly ApiPage[]): EnglishUnit[] {
  return pages.flatMap((page) => {
    const files = entryFilesOf(siteDir, page);
    const unit = (entry: ApiItem | ApiMember, anchor: string, label: string): EnglishUnit => ({
      id: entryUnitId(page.id, anchor),
      kind: 'entry',
      label,
      fingerprint: unitFingerprint(entryEnglish(entry)),
      englishFiles: files,
      // The Japanese is written beside the English, in the same files.
      japaneseFile: files.join(', ') || API_ENTRIES_DIR,
      translated: entryTranslated(entry),
      path: `api/${page.id}/#${anchor}`,
    });
    return page.items.flatMap((item) => [
      unit(item, itemAnchor(item), item.name),
      ...(item.groups ?? []).flatMap((group) =>
        group.members.map((member) =>
          unit(member, memberAnchor(item, member), memberLabel(item, member)),
        ),
      ),
    ]);
  });
}

export async function stringUnits(siteDir: string): Promise<EnglishUnit[]> {
  return (await englishUiStrings(siteDir)).map((string) => ({
    id: `string:${string.file}/${string.id}`,
    kind: 'string',
    label: string.id,
    fingerprint: unitFingerprint(string.english),
    englishFiles: [string.source],
    japaneseFile:
      string.file === 'code'
        ? JAPANESE_CODE_FILE
        : string.file === 'docs'
          ? JAPANESE_DOCS_LABELS_FILE
          : TOPICS_FILE,
    translated: string.translated,
    path: null,
  }));
}

/** Every unit, pages first, then examples, entries and UI strings. */
export async function englishUnits(siteDir: string): Promise<EnglishUnit[]> {
  return [
    ...pageUnits(siteDir),
    ...exampleUnits(siteDir),
    ...entryUnitsOf(siteDir, loadApiPages(siteDir)),
    ...(await stringUnits(siteDir)),
  ];
}
