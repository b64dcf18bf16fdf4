/**
 * The gallery's data, in two JSON modules: what the cards show (`gallery.json`,
 * part of the /example/ page) and what the search box looks through beyond
 * that (`gallery-search.json`: each example's whole description and the API
 * names its code uses, two thirds of the bytes), which the page loads only
 * when a reader searches.
 */
import type {ExampleRecord, ExampleTopic} from './model';

/** One gallery card: the part of an example's record the gallery shows and filters on. */
export type GalleryCard = Pick<
  ExampleRecord,
  'slug' | 'title' | 'summary' | 'thumbnail' | 'live'
> & {
  /** Topic ids, the example's main topic first. */
  readonly topics: readonly string[];
};

/** The cards and the topics, in the gallery's order. */
export interface GalleryData {
  readonly examples: readonly GalleryCard[];
  readonly topics: readonly ExampleTopic[];
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
): {data: GalleryData; searchText: GallerySearchText} {
  const data: GalleryData = {
    examples: records.map(({slug, title, summary, thumbnail, live, topics: own}) => ({
      slug,
      title,
      summary,
      thumbnail,
      live,
      topics: own.map((topic) => topic.id),
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
  return {data, searchText};
}
