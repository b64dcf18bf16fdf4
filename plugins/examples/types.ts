import type {ExampleRecord} from './model';

/** What the example editor needs to turn edited code into a preview document. */
export interface ExamplePreviewSettings {
  readonly productId: string;
  /** The product docs' assets URL, which the preview answers from its own copy. */
  readonly assetsUrl: string;
}

/** What an example page receives (one JSON module per example and locale). */
export type ExampleData = ExampleRecord & {readonly preview: ExamplePreviewSettings};

/** Every example's slug: a JSON module imported by the plugins page only. */
export type ExampleSlugs = readonly string[];
