/**
 * `find_examples` and `get_example`, from the examples' records the build
 * wrote (tool data). A query goes through the site's search (`search_docs`'s
 * engine), keeping the example pages it finds in its order; an API name
 * keeps the examples whose code uses it (the build's related examples of
 * its entry first, then every example whose API names include it); a topic
 * keeps the examples filed under it. Given together, all must hold.
 */
import {translationStatusLine} from './translationStatus';
import type {ExampleRecord} from '../../examples/model';
import type {ToolDataFile} from '../toolDataFile';
import type {ApiIndex} from './apiIndex';
import type {BuiltLocaleData} from './builtSite';
import {ToolInputError} from './results';
import type {DocsSearch} from './searchDocs';
import {nearest} from '../../../src/lib/nearest';

/** Examples a search lists at most. */
export const MAX_EXAMPLES = 10;
/** Search hits read to find the example pages among them. */
const QUERY_HITS = 60;

export interface ExampleFilter {
  readonly query?: string;
  readonly api?: string;
  readonly topic?: string;
}

function exampleUrl(data: ToolDataFile, slug: string): string {
  return `${data.siteUrl}${data.baseUrl}example/${slug}/`;
}

function bySlug(data: ToolDataFile): Map<string, ExampleRecord> {
  return new Map(data.examples.map((example) => [example.slug, example]));
}

function matchingQuery(search: DocsSearch, locale: BuiltLocaleData, query: string): string[] {
  const prefix = `${locale.data.siteUrl}${locale.data.baseUrl}example/`;
  const slugs: string[] = [];
  for (const hit of search.search(query, locale, QUERY_HITS)) {
    const slug = hit.url.startsWith(prefix) ? hit.url.slice(prefix.length).split('/')[0] : '';
    if (slug && !slugs.includes(slug)) slugs.push(slug);
  }
  return slugs;
}

function matchingApi(index: ApiIndex, data: ToolDataFile, api: string): string[] {
  const symbols = index.resolve(api);
  const slugs: string[] = [];
  for (const symbol of symbols) {
    for (const related of symbol.page.related[symbol.anchor] ?? []) {
      if (!slugs.includes(related.slug)) slugs.push(related.slug);
    }
    const name = symbol.member?.name ?? symbol.item.name;
    for (const example of data.examples) {
      if (example.apis.includes(name) && !slugs.includes(example.slug)) slugs.push(example.slug);
    }
  }
  return slugs;
}

function matchingTopic(data: ToolDataFile, topic: string): string[] {
  const wanted = topic.toLowerCase();
  const labels = [
    ...new Set(data.examples.flatMap((example) => example.topics.flatMap((t) => [t.id, t.label]))),
  ];
  if (!labels.some((label) => label.toLowerCase() === wanted)) {
    const close = nearest(topic, labels, 3);
    throw new ToolInputError(
      `No example topic "${topic}".` +
        (close.length ? ` Did you mean ${close.map((label) => `"${label}"`).join(', ')}?` : '') +
        ` Topics: ${[...new Set(data.examples.flatMap((example) => example.topics.map((t) => t.label)))].join(', ')}.`,
    );
  }
  return data.examples
    .filter((example) =>
      example.topics.some(
        (item) => item.id.toLowerCase() === wanted || item.label.toLowerCase() === wanted,
      ),
    )
    .map((example) => example.slug);
}

export function findExamples(
  filter: ExampleFilter,
  locale: BuiltLocaleData,
  search: DocsSearch,
  index: ApiIndex,
): ExampleRecord[] {
  const lists: string[][] = [];
  if (filter.query) lists.push(matchingQuery(search, locale, filter.query));
  if (filter.api) lists.push(matchingApi(index, locale.data, filter.api));
  if (filter.topic) lists.push(matchingTopic(locale.data, filter.topic));
  if (lists.length === 0) {
    throw new ToolInputError(
      'Give at least one of `query` (words), `api` (an API name such as `Marker` or `Map#flyTo`) or `topic`.',
    );
  }
  const [first, ...others] = lists;
  const slugs = first!.filter((slug) => others.every((list) => list.includes(slug)));
  const records = bySlug(locale.data);
  return slugs.flatMap((slug) => records.get(slug) ?? []);
}

export function formatExampleList(examples: readonly ExampleRecord[], data: ToolDataFile): string {
  if (examples.length === 0) {
    return 'No example matches. Try fewer filters, other words, or search_docs.';
  }
  const shown = examples.slice(0, MAX_EXAMPLES);
  const lines = shown.map((example) => {
    const live = example.live ? 'live' : `not live: ${example.liveReason ?? ''}`.trim();
    return (
      `- **${example.title}** (\`${example.slug}\`): ${exampleUrl(data, example.slug)}\n` +
      `  topics: ${example.topics.map((topic) => topic.label).join(', ')} · ${live}\n` +
      `  ${example.summary}`
    );
  });
  const more =
    examples.length > shown.length
      ? `\n\n${examples.length - shown.length} more; narrow the search.`
      : '';
  return `${lines.join('\n')}${more}\n\nget_example(slug) returns an example's code.`;
}

export function getExample(slug: string, data: ToolDataFile): ExampleRecord {
  const example = bySlug(data).get(slug.trim().replace(/^\/?(?:example\/)?|\/$/g, ''));
  if (!example) {
    const close = nearest(slug, [...bySlug(data).keys()], 3);
    throw new ToolInputError(
      `No example "${slug}".` +
        (close.length ? ` Did you mean ${close.map((name) => `\`${name}\``).join(', ')}?` : '') +
        ' find_examples lists examples by words, API or topic.',
    );
  }
  return example;
}

export function formatExample(example: ExampleRecord, data: ToolDataFile): string {
  const live = example.live
    ? 'Live: its page runs it.'
    : `Not live on its page: ${example.liveReason ?? ''}`.trim();
  return [
    `# ${example.title}`,
    `${exampleUrl(data, example.slug)} · topics: ${example.topics.map((topic) => topic.label).join(', ')}`,
    ...[translationStatusLine(example.translation, data)].filter((line) => line !== null),
    example.description,
    live,
    'The page below runs as it is once `YOUR_ACCESS_TOKEN` is replaced by an access token.',
    `\`\`\`html\n${example.code.trim()}\n\`\`\``,
  ].join('\n\n');
}
