/**
 * The shape of an API reference entry. Writers fill these objects in
 * `docs/api/_entries/*.ts`; one component renders them, so every entry gets
 * the same headings, anchors, signature line and blocks (see that folder's README).
 *
 * Prose fields take the small inline markdown subset of `InlineMarkdown`:
 * `` `code` ``, `[label](/api/page/#anchor)` links and blank-line paragraphs,
 * plus the product tokens `%product%` (id) and `%PRODUCT%` (display name).
 */

import type {TranslationMark} from '../translations/translationMark';

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

/**
 * The API pages, in the sidebar's order: the one list of them. The sidebar,
 * the route tests and the entries' validation read it; each id has its MDX
 * page `docs/api/{id}.mdx` and its entries in `docs/api/_entries/`.
 */
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
/** A page in one locale with the examples that use each of its entries, by anchor. */
export interface ApiPageWithRelated extends LocalizedApiPage {
  readonly related: Readonly<Record<string, readonly RelatedExampleLink[]>>;
  /** Entry anchor → the release that added it, where the version facts give one. */
  readonly since: Readonly<Record<string, string>>;
  /** Japanese pages only: entry anchor → its mark, for entries whose Japanese is not current. */
  readonly translation?: Readonly<Record<string, TranslationMark>>;
}

/**
 * What a member of a group that starts closed keeps in its page's module:
 * what its anchor, the filter and the table of contents read. The rest
 * arrives with the group's content (`ApiClosedSections`).
 */
export type ApiMemberOutline = Pick<ApiMember<unknown>, 'kind' | 'name'> & {
  readonly static?: boolean;
};

/** What a row of a parameters table that starts closed keeps there: what its anchor, the filter and the item's signature read. */
export type ApiParamOutline = Pick<ApiParam<unknown>, 'name' | 'type' | 'optional' | 'default'>;

export type ApiGroupData = Omit<ApiGroup<string>, 'members'> &
  (
    | {readonly closed?: false; readonly members: readonly ApiMember<string>[]}
    | {readonly closed: true; readonly members: readonly ApiMemberOutline[]}
  );

/** The body of an entry: what a deferred item keeps out of its page's module. */
export interface ApiItemBody {
  readonly description: string;
  readonly example?: string;
  readonly returns?: ApiReturn<string>;
}

export type ApiItemData = Omit<
  ApiItem<string>,
  'params' | 'groups' | 'description' | 'example' | 'returns'
> & {
  readonly groups?: readonly ApiGroupData[];
} & (
    | {readonly paramsClosed?: false; readonly params?: readonly ApiParam<string>[]}
    | {readonly paramsClosed: true; readonly params: readonly ApiParamOutline[]}
  ) &
  (
    | ({readonly bodyDeferred?: false} & ApiItemBody)
    | {
        /** Below the first screen: the body arrives with the closed sections. */
        readonly bodyDeferred: true;
        /** What the signature reads. */
        readonly returns?: Pick<ApiReturn<string>, 'type'>;
      }
  );

/**
 * An API page as its MDX page imports it (`@api-pages/{id}.json`): the
 * content of the sections that start closed is only outlined; the sections
 * keep the server's HTML until opened, and their content is a module of its
 * own (`@api-pages/{id}.closed.json`), loaded then.
 */
export interface ApiPageData {
  readonly id: ApiPageId;
  readonly items: readonly ApiItemData[];
  readonly related: ApiPageWithRelated['related'];
  readonly since: ApiPageWithRelated['since'];
  readonly translation?: ApiPageWithRelated['translation'];
  /** Whether some section starts closed, so that `{id}.closed.json` exists. */
  readonly hasClosedSections: boolean;
}

/** The content of a page's sections that start closed, by section anchor. */
export interface ApiClosedSections {
  readonly groups: Readonly<Record<string, readonly ApiMember<string>[]>>;
  readonly params: Readonly<Record<string, readonly ApiParam<string>[]>>;
  /** The bodies of the deferred items, by item anchor. */
  readonly items: Readonly<Record<string, ApiItemBody>>;
  /** The related examples of the entries in all of those, by entry anchor. */
  readonly related: ApiPageWithRelated['related'];
}

/** The shape every page data satisfies, full or outlined: what anchors, sections, the filter and the table of contents read. */
export interface ApiPageOutline {
  readonly items: readonly {
    readonly name: string;
    readonly paramsId?: string;
    readonly params?: readonly {readonly name: string}[];
    readonly groups?: readonly {
      readonly id: string;
      readonly collapsed?: boolean;
      readonly members: readonly ApiMemberOutline[];
    }[];
  }[];
}
