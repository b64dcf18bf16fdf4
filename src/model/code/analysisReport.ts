/**
 * What the analyser reports of a piece of code: each use of the API with
 * where it is and whether the reference documents it, the style names the
 * code writes, and the scripts that do not parse. The MCP server's
 * `check_code`, the example editor and the examples' use table all read it.
 */
import type {EntryRef} from '../api/apiModel';

export type ApiUseKind =
  'item' | 'static' | 'member' | 'field' | 'event' | 'option' | 'source-type';

export interface ApiUse {
  readonly kind: ApiUseKind;
  readonly line: number;
  readonly column: number;
  /** As written: `map.flyTo`, `new mapboxgl.Marker`, `map.on('click')`, `type: 'geojson'`. */
  readonly written: string;
  /** The class the use is on (`Marker` for `marker.on`, declared by `Evented`); empty for a source type. */
  readonly owner: string;
  readonly name: string;
  /** Whether the reference documents it. */
  readonly documented: boolean;
  /** The documented entry it names (a source type without a class of its own has none). */
  readonly entry?: EntryRef;
  /** For an undocumented use: the closest documented name, written as the use is. */
  readonly suggestion?: string;
  /** For an undocumented use: the closest documented name alone (`flyTo`, `click`). */
  readonly closest?: string;
  /**
   * Where the name itself is in the whole input, as offsets: the member's
   * or option's identifier, the text inside an event's or a type's quotes.
   */
  readonly span: {readonly from: number; readonly to: number};
}

export interface SyntaxProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/** Style names the code writes, before any check against the style specification. */
export interface StyleNames {
  /** Object keys and property-name arguments that look like style properties (`fill-color`). */
  readonly properties: readonly string[];
  /** Values of `type:` keys: layer types (and source types, which no layer type shares). */
  readonly layerTypes: readonly string[];
  /** First strings of arrays: expression operators. */
  readonly expressions: readonly string[];
}

export interface CodeAnalysis {
  /** Every use of the API, in order; options are recorded only where they are documented or near one. */
  readonly uses: readonly ApiUse[];
  /** Uses left to the product's plugins the page loads (`mapboxgl.Compare`, `draw.create`). */
  readonly pluginUses: number;
  readonly plugins: readonly string[];
  readonly style: StyleNames;
  readonly syntaxErrors: readonly SyntaxProblem[];
  readonly blocks: number;
  /** Why nothing was read, for input over the limit. */
  readonly refused?: string;
}
