/**
 * The one model of an example in a locale, built once per build from the
 * example's folder: every consumer (the example page, the gallery, the API
 * reference's related examples, the search index) reads these records and
 * derives nothing again.
 */
import type {ExampleUses} from '../../src/model/code/exampleUses';
import type {TranslationMark} from '../../src/model/translations/translationMark';
import {demoFileName} from '../preview/demoFiles';
import type {LoadedExample} from './read';

export type ExampleLocale = 'en' | 'ja';

export interface ExampleTopic {
  readonly id: string;
  /** The topic's name in the locale. */
  readonly label: string;
}

export interface ExampleRecord {
  readonly slug: string;
  readonly title: string;
  /** Prose under the title, Markdown (paragraphs, links, inline code). */
  readonly description: string;
  /** The description without Markdown, one line, for search and the gallery filter. */
  readonly text: string;
  /** The description's first sentence, for gallery cards. */
  readonly summary: string;
  /** The description's first paragraph without its links: the page's meta description, and its entry in llms.txt. */
  readonly pageDescription: string;
  readonly topics: readonly ExampleTopic[];
  readonly created: string;
  readonly live: boolean;
  readonly liveReason: string | null;
  /** The thumbnail's path, from the site's root (`/mapbox-gl-js/img/examples/…`): shared by the locales. */
  readonly thumbnail: string;
  /** The standalone document readers copy, product tokens replaced. */
  readonly code: string;
  /** The demo document's path, from the site's root (`/mapbox-gl-js/example-runtime/demo/…`): shared by the locales. */
  readonly demoPath: string;
  /** A page that shows a plugin with no map (`"map": false`): its demo loads no map library. */
  readonly withoutMap: boolean;
  /** The documented API entries the code uses (`Map#flyTo`, `Popup`), from the examples' use table. */
  readonly apiKeys: readonly string[];
  /** Their class and member names (`flyTo`, `Popup`…), for the gallery's search. */
  readonly apis: readonly string[];
  /** The code asks for the reader's position, so its page and demo document may use geolocation. */
  readonly asksForPosition: boolean;
  /** The examples before and after this one in its main topic, in the gallery's order. */
  readonly previous: ExampleLink | null;
  readonly next: ExampleLink | null;
  /** Three examples that share the most topics and API names with this one. */
  readonly related: readonly ExampleLink[];
  /** Japanese only, when its title and description are not current: the mark by its title (plugins/translations). */
  readonly translation?: TranslationMark;
}

export interface ExampleLink {
  readonly slug: string;
  readonly title: string;
}

/**
 * Where the thumbnails and the demo documents are served, under the site's
 * root: one copy for every locale (sharedAssets.ts).
 */
export const THUMBNAIL_DIR = 'img/examples';
export const DEMO_DIR = 'example-runtime/demo';

/** Example prose without its Markdown: link labels and code kept as text. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of the first paragraph, at most 180 characters. */
export function firstSentence(markdown: string): string {
  const paragraph = plainText(markdown.split(/\n\s*\n/)[0] ?? '');
  // A Japanese full stop ends a sentence even without a following space.
  const sentence = /^.+?(?:\.(?=\s|$)|。)/.exec(paragraph)?.[0] ?? paragraph;
  return sentence.length > 180 ? `${sentence.slice(0, 177)}…` : sentence;
}

/** The first paragraph of the prose, its links as their labels (inline code kept as written). */
export function firstParagraph(markdown: string): string {
  return (markdown.split(/\n\s*\n/)[0] ?? '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
}

/**
 * The names of the classes and members among an example's entries
 * (`Map#flyTo` → `flyTo`, `Popup`), sorted, without repeats: what the
 * gallery's search and the examples' affinity read.
 */
export function apiNamesOf(keys: readonly string[]): string[] {
  const names = new Set<string>();
  for (const key of keys) {
    // Every example sets the token: it tells examples apart no more than a space does.
    if (key.includes('.event:') || key.includes('.param:') || key === 'accessToken') continue;
    names.add(/[#.]([^#.]+)$/.exec(key)?.[1] ?? key);
  }
  return [...names].sort();
}

/** How much two examples have in common: shared topics count double, then shared API names. */
function affinity(a: ExampleRecordCore, b: ExampleRecordCore): number {
  const topics = a.topics.filter((topic) => b.topics.some((other) => other.id === topic.id));
  const apis = a.apis.filter((name) => b.apis.includes(name));
  return topics.length * 2 + apis.length;
}

type ExampleRecordCore = Omit<ExampleRecord, 'previous' | 'next' | 'related'>;

function link(record: ExampleRecordCore): ExampleLink {
  return {slug: record.slug, title: record.title};
}

/** Every topic in the gallery's order, named in the locale (`example/topics.json` has the Japanese). */
export function localisedTopics(
  topicLabels: Readonly<Record<string, string>>,
  locale: ExampleLocale,
): ExampleTopic[] {
  return Object.entries(topicLabels).map(([id, japanese]) => ({
    id,
    label: locale === 'ja' ? japanese : id,
  }));
}

export function exampleRecords(
  examples: readonly LoadedExample[],
  topicLabels: Readonly<Record<string, string>>,
  locale: ExampleLocale,
  /** What each example's code uses, from the use table. */
  usesOf: (slug: string) => ExampleUses,
  /** The site's base URL without a locale, `/mapbox-gl-js/`. */
  siteBaseUrl: string,
): ExampleRecord[] {
  const topics = new Map(localisedTopics(topicLabels, locale).map((item) => [item.id, item]));
  // Topic ids were validated against topics.json when the example was read.
  const topic = (id: string): ExampleTopic => topics.get(id) ?? {id, label: id};
  const apiKeysOf = (slug: string) => usesOf(slug).entries.map((entry) => entry.key);
  const cores: ExampleRecordCore[] = examples.map(({slug, meta, html, translatedHtml}) => ({
    slug,
    title: meta.title[locale],
    description: meta.description[locale],
    text: plainText(meta.description[locale]),
    summary: firstSentence(meta.description[locale]),
    pageDescription: firstParagraph(meta.description[locale]),
    topics: meta.topics.map(topic),
    created: meta.created,
    live: meta.live,
    liveReason: meta.liveReason?.[locale] ?? null,
    thumbnail: `${siteBaseUrl}${THUMBNAIL_DIR}/${slug}.${meta.thumbnail}`,
    code: locale === 'en' ? html : translatedHtml[locale],
    demoPath: `${siteBaseUrl}${DEMO_DIR}/${demoFileName(slug, locale)}`,
    withoutMap: meta.map === false,
    apiKeys: apiKeysOf(slug),
    apis: apiNamesOf(apiKeysOf(slug)),
    asksForPosition: /\bGeolocateControl\b|navigator\.geolocation/.test(html),
  }));
  return cores.map((record) => {
    const mainTopic = record.topics[0]?.id;
    const inTopic = cores.filter((other) => other.topics[0]?.id === mainTopic);
    const index = inTopic.indexOf(record);
    const related = cores
      .filter((other) => other !== record)
      .map((other) => ({other, score: affinity(record, other)}))
      .filter(({score}) => score > 0)
      .sort((a, b) => b.score - a.score || a.other.slug.localeCompare(b.other.slug))
      .slice(0, 3)
      .map(({other}) => link(other));
    return {
      ...record,
      previous: index > 0 ? link(inTopic[index - 1]!) : null,
      next: index < inTopic.length - 1 ? link(inTopic[index + 1]!) : null,
      related,
    };
  });
}
