/**
 * The gallery's data, in three JSON modules: what the page needs to hydrate
 * its filters (`gallery-shell.json`: the topics and the number of examples,
 * part of the /example/ page), what the cards show (`gallery.json`, loaded
 * when a reader filters: until then the cards stay the server's HTML) and
 * what the search box looks through beyond that (`gallery-search.json`: each
 * example's whole description and the API names its code uses, two thirds
 * of the bytes), loaded only when a reader searches.
 */
import type {ExampleMinimum} from '../../src/model/versions/exampleMinimum';

/** The examples' minimum versions and the release lines the gallery filters by. */
export interface ExampleVersions {
  readonly minimum: Readonly<Record<string, ExampleMinimum | null>>;
  readonly lines: readonly string[];
}
import type {ExampleRecord, ExampleTopic} from './model';

/** One gallery card: the part of an example's record the gallery shows and filters on. */
export type GalleryCard = Pick<
  ExampleRecord,
  'slug' | 'title' | 'summary' | 'thumbnail' | 'live'
> & {
  /** Topic ids, the example's main topic first. */
  readonly topics: readonly string[];
  /** The oldest release the code runs on, where the version facts tell. */
  readonly minimumVersion: string | null;
};

/** The cards and the topics, in the gallery's order. */
export interface GalleryData {
  readonly examples: readonly GalleryCard[];
  readonly topics: readonly ExampleTopic[];
}

/** What the /example/ page itself carries: its filters' topics (those in use) and the total. */
export interface GalleryShell {
  readonly total: number;
  readonly topics: readonly ExampleTopic[];
  /** The release lines the version filter offers (`3.0` … `3.17`), oldest first. */
  readonly versionLines: readonly string[];
}

/** Slug → everything a search matches in that example, folded (`foldText`). */
export type GallerySearchText = Readonly<Record<string, string>>;

/** Lower-cased, accent- and width-folded text, so "cafe" finds "Café" and ｍａｐ finds map. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** What a search looks through when only the cards are loaded: what a card shows. */
export function cardSearchText(card: GalleryCard, topicLabel: (id: string) => string): string {
  return foldText([card.title, card.summary, card.slug, ...card.topics.map(topicLabel)].join(' '));
}

export function galleryOf(
  records: readonly ExampleRecord[],
  topics: readonly ExampleTopic[],
  versions: ExampleVersions,
): {shell: GalleryShell; data: GalleryData; searchText: GallerySearchText} {
  const data: GalleryData = {
    examples: records.map(({slug, title, summary, thumbnail, live, topics: own}) => ({
      slug,
      title,
      summary,
      thumbnail,
      live,
      topics: own.map((topic) => topic.id),
      minimumVersion: versions.minimum[slug]?.version ?? null,
    })),
    topics,
  };
  const searchText = Object.fromEntries(
    records.map((record) => [
      record.slug,
      foldText(
        [
          record.title,
          record.text,
          record.slug,
          ...record.topics.map((topic) => topic.label),
          ...record.apis,
        ].join(' '),
      ),
    ]),
  );
  const shell: GalleryShell = {
    total: records.length,
    versionLines: versions.lines,
    topics: topics.filter((topic) =>
      records.some((record) => record.topics.some((own) => own.id === topic.id)),
    ),
  };
  return {shell, data, searchText};
}
