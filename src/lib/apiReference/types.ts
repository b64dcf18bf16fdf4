/**
 * The shape of an API reference entry. Writers fill these objects in
 * `docs/api/_entries/*.ts`; one component renders them, so every entry gets
 * the same headings, anchors, signature line and blocks (see that folder's README).
 *
 * Prose fields take the small inline markdown subset of `InlineMarkdown`:
 * `` `code` ``, `[label](/api/page/#anchor)` links and blank-line paragraphs,
 * plus the product tokens `%product%` (id) and `%PRODUCT%` (display name).
 */

/** The same text in each site locale. */
export interface LocalText {
  readonly en: string;
  readonly ja: string;
}

export const API_BADGES = ['beta', 'new', 'experimental', 'legacy'] as const;
export type ApiBadge = (typeof API_BADGES)[number];

/** One row of a Parameters or Properties table. */
export interface ApiParam<T = LocalText> {
  /** Dotted for nested options: `options.center`. Top-level names build the signature. */
  readonly name: string;
  /** A type expression: `number`, `LngLatLike`, `'metric' | 'imperial'`. Known type names become links. */
  readonly type: string;
  /** Shown as code; leave out when there is none. */
  readonly default?: string;
  /** Marks the parameter optional in the signature (implied by `default`). */
  readonly optional?: boolean;
  readonly description: T;
  readonly badges?: readonly ApiBadge[];
}

export interface ApiReturn<T = LocalText> {
  readonly type: string;
  readonly description?: T;
}

interface ApiEntryBase<T> {
  /** As written in code: `flyTo`, `LngLatBounds`, `click`, `style.load`. */
  readonly name: string;
  readonly description: T;
  readonly badges?: readonly ApiBadge[];
  /** JavaScript shown under the entry; `%product%gl` names the global. */
  readonly example?: string;
}

export interface ApiMethod<T = LocalText> extends ApiEntryBase<T> {
  readonly kind: 'method';
  /** Called on the class (`LngLat.convert`) rather than on an instance. */
  readonly static?: boolean;
  readonly params?: readonly ApiParam<T>[];
  readonly returns?: ApiReturn<T>;
}

export interface ApiProperty<T = LocalText> extends ApiEntryBase<T> {
  readonly kind: 'property';
  readonly static?: boolean;
  readonly type: string;
  readonly readonly?: boolean;
  readonly default?: string;
}

export interface ApiEvent<T = LocalText> extends ApiEntryBase<T> {
  readonly kind: 'event';
  /** The object a listener receives, e.g. `MapMouseEvent`, or `Object` when it carries nothing. */
  readonly eventType: string;
}

export type ApiMember<T = LocalText> = ApiMethod<T> | ApiProperty<T> | ApiEvent<T>;

/** A collapsible run of members under an item: "Camera methods", "Events". */
export interface ApiGroup<T = LocalText> {
  /** Anchor suffix: the group's anchor is `{item anchor}-{id}`, e.g. `map-camera-methods`. */
  readonly id: string;
  readonly title: T;
  readonly members: readonly ApiMember<T>[];
  /** Starts closed (for long groups); deep links, the filter and "Expand all" open it. */
  readonly collapsed?: boolean;
}

/**
 * - `class`: constructed with `new` when it has `params` (the constructor's),
 *   otherwise created by the library (handlers, sources).
 * - `interface`: implemented by your code (IControl, CustomLayerInterface).
 * - `object`: a plain options object; `params` are its properties.
 * - `type`: a union or alias; `type` holds its definition.
 * - `function` / `property`: members of the `%product%gl` namespace.
 */
export type ApiItemKind = 'class' | 'interface' | 'object' | 'type' | 'function' | 'property';

export interface ApiItem<T = LocalText> extends ApiEntryBase<T> {
  readonly kind: ApiItemKind;
  /**
   * For a class the library creates rather than your code: the call that
   * creates it, e.g. `map.addSource(id, options)`. The signature then shows the
   * class, not a constructor, even when `params` lists the options of that call.
   */
  readonly createdBy?: string;
  /** Name of the parent class, linked in an "Extends" note. */
  readonly extends?: string;
  /** Constructor parameters, function parameters, or an object's properties. */
  readonly params?: readonly ApiParam<T>[];
  /** Anchor suffix of the parameters table; `{item anchor}-{paramsId}`. Default `parameters`. */
  readonly paramsId?: string;
  readonly returns?: ApiReturn<T>;
  /** Definition of a `type`, value type of a `property`. */
  readonly type?: string;
  /** Variable name used in member signatures: `map.flyTo(…)`. Default: the name with a lower-case first letter. */
  readonly receiver?: string;
  readonly groups?: readonly ApiGroup<T>[];
}

export const API_PAGE_IDS = [
  'map',
  'properties',
  'markers',
  'geography',
  'handlers',
  'sources',
  'events',
] as const;
export type ApiPageId = (typeof API_PAGE_IDS)[number];

export interface ApiPage<T = LocalText> {
  readonly id: ApiPageId;
  readonly items: readonly ApiItem<T>[];
}

/**
 * A page as the reference component renders it: written by the API
 * reference plugin for one locale, its prose in that locale and the product
 * tokens replaced everywhere.
 */
export type LocalizedApiPage = ApiPage<string>;

/** An example that uses an entry, titled in the page's locale. */
export interface RelatedExampleLink {
  readonly slug: string;
  readonly title: string;
}

/**
 * What the API reference plugin writes for each page and locale: the page,
 * and for each entry anchor the examples that use it.
 */
export interface ApiPageData extends LocalizedApiPage {
  readonly related: Readonly<Record<string, readonly RelatedExampleLink[]>>;
}
