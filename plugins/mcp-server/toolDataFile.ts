/**
 * The tool data's format: what the build writes once per locale for tools
 * (`{locale folder}/tool-data/docs.json`, build/writeToolData.ts) and the
 * MCP server reads. It holds the localized API pages exactly as the API
 * reference plugin made them for its page modules (related examples
 * included, every field of an entry kept), the examples' records exactly as
 * the examples plugin made them, and the site facts a reader of the file
 * needs to name pages and code (base URLs, the library's global). The
 * deployed site holds both only inside its scripts.
 */
import type {ApiPageWithRelated} from '../../src/model/api/types';
import type {ExampleRecord} from '../examples/model';

/** Folder of the file under each locale's output, and the file. */
export const TOOL_DATA_DIR = 'tool-data';
export const TOOL_DATA_FILE = `${TOOL_DATA_DIR}/docs.json`;

export interface ToolDataFile {
  readonly version: 1;
  /** This file's locale (`en`, `ja`). */
  readonly locale: string;
  readonly defaultLocale: string;
  /** Every locale of the build; each but the default one is a folder of the default one's output. */
  readonly locales: readonly string[];
  /** The site's origin, `https://docs.mapbox.com`. */
  readonly siteUrl: string;
  /** This locale's base URL, `/mapbox-gl-js/ja/`. */
  readonly baseUrl: string;
  readonly productId: string;
  readonly productName: string;
  readonly libraryVersion: string;
  /** The library's global in code, `mapboxgl`. */
  readonly namespace: string;
  readonly api: {
    readonly pages: readonly ApiPageWithRelated[];
    /** Source `type` strings the reference documents, and the class of each (null: none). */
    readonly sourceTypes: Readonly<Record<string, string | null>>;
  };
  readonly examples: readonly ExampleRecord[];
}
