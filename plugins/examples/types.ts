/** What an example page receives (one JSON module per example and locale). */
export interface ExampleData {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly topics: ReadonlyArray<{id: string; label: string}>;
  readonly created: string;
  readonly live: boolean;
  readonly liveReason: string | null;
  /** The standalone document readers copy, product tokens replaced. */
  readonly code: string;
  /** Demo document path relative to the site base URL. */
  readonly demoPath: string;
  /** Thumbnail path relative to the site base URL, when one was generated. */
  readonly thumbnail: string | null;
}

/** One gallery card. */
export interface ExampleSummary {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** The whole description as plain text, for the gallery search. */
  readonly text: string;
  readonly topics: readonly string[];
  readonly thumbnail: string | null;
  readonly live: boolean;
}

export interface ExamplesGlobalData {
  readonly examples: readonly ExampleSummary[];
  readonly topics: ReadonlyArray<{id: string; label: string}>;
}
