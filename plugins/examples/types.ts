import type {ExampleMinimum} from '../../src/model/versions/exampleMinimum';
import type {ExampleRecord} from './model';

/** What the example editor needs to turn edited code into a preview document. */
export interface ExamplePreviewSettings {
  readonly productId: string;
  /** The product docs' assets URL, which the preview answers from its own copy. */
  readonly assetsUrl: string;
}

/** What an example page receives (one JSON module per example and locale). */
export type ExampleData = Omit<ExampleRecord, 'apiKeys'> & {
  readonly preview: ExamplePreviewSettings;
  /** The oldest release the code runs on, from the version facts (plugins/api-versions). */
  readonly minimumVersion: ExampleMinimum | null;
};

/** Every example's slug: a JSON module imported by the plugins page only. */
export type ExampleSlugs = readonly string[];
