import type {ExampleRecord, ExampleTopic} from './model';

/** What the example editor needs to turn edited code into a preview document. */
export interface ExamplePreviewSettings {
  readonly productId: string;
  /** The product docs' assets URL, which the preview answers from its own copy. */
  readonly assetsUrl: string;
}

/** What an example page receives (one JSON module per example and locale). */
export type ExampleData = ExampleRecord & {readonly preview: ExamplePreviewSettings};

/** One gallery card: the part of an example's record the gallery shows and filters on. */
export type GalleryCard = Pick<
  ExampleRecord,
  'slug' | 'title' | 'summary' | 'text' | 'thumbnail' | 'live' | 'apis'
> & {
  /** Topic ids, the example's main topic first. */
  readonly topics: readonly string[];
};

/** The gallery's data: a JSON module imported by the /example/ page only. */
export interface GalleryData {
  readonly examples: readonly GalleryCard[];
  readonly topics: readonly ExampleTopic[];
}

/** What every page gets: the examples' titles in the locale, by slug. */
export interface ExamplesGlobalData {
  readonly titles: Readonly<Record<string, string>>;
}
