/**
 * The public surface of the library at the version the docs describe, as its
 * own type definitions declare it: every class with its members, constructor
 * options and events, the fields of the option and event objects the
 * reference documents, and the functions and properties of the namespace.
 * `npm run api:surface` writes it (`plugins/api-versions/api-surface.json`);
 * the build and the tests only read it, through `parseApiSurface`.
 */
import {createHash} from 'node:crypto';

/** What one declared item offers, each list sorted. */
export interface SurfaceItem {
  /** `class` has a constructor on the namespace or is created by the library; `object` is a plain type. */
  readonly kind: 'class' | 'object' | 'function' | 'property';
  /** Instance members (methods, properties) and, for objects, their fields. */
  readonly members: readonly string[];
  readonly statics: readonly string[];
  /** Top-level keys of the options object the constructor or function takes. */
  readonly options: readonly string[];
  /** Event names its `on` accepts, where the definitions list them. */
  readonly events: readonly string[];
}

export interface ApiSurface {
  readonly package: string;
  readonly version: string;
  /** The file read inside the package. */
  readonly file: string;
  /** SHA-256 of that file, as downloaded. */
  readonly definitionsSha256: string;
  /** SHA-256 of the version and the items, so that a hand edit is noticed. */
  readonly digest: string;
  readonly items: Readonly<Record<string, SurfaceItem>>;
  /** Keys of the listed names the definitions mark `@deprecated`, sorted. */
  readonly deprecated: readonly string[];
}

/** A name as the reference's keys write it: `Map`, `Map#flyTo`, `LngLat.convert`, `Map.event:click`, `Map.param:options.center`, `CameraOptions.param:zoom`. */
export type SurfaceKeyKind = 'item' | 'member' | 'static' | 'option' | 'event';

export interface SurfaceKey {
  readonly key: string;
  readonly item: string;
  readonly kind: SurfaceKeyKind;
  readonly name: string;
}

export function surfaceKey(item: string, kind: SurfaceKeyKind, name: string): string {
  switch (kind) {
    case 'item':
      return item;
    case 'member':
      return `${item}#${name}`;
    case 'static':
      return `${item}.${name}`;
    case 'option':
      return `${item}.param:options.${name}`;
    case 'event':
      return `${item}.event:${name}`;
  }
}

/** Every name the surface declares, item by item in its file's order. */
export function surfaceKeys(surface: ApiSurface): SurfaceKey[] {
  const keys: SurfaceKey[] = [];
  const add = (item: string, kind: SurfaceKeyKind, name: string) =>
    keys.push({key: surfaceKey(item, kind, name), item, kind, name});
  for (const [name, item] of Object.entries(surface.items)) {
    add(name, 'item', name);
    item.members.forEach((member) => add(name, 'member', member));
    item.statics.forEach((member) => add(name, 'static', member));
    item.options.forEach((option) => add(name, 'option', option));
    item.events.forEach((event) => add(name, 'event', event));
  }
  return keys;
}

/** The digest a surface file must carry: over its package, version, items and deprecated keys. */
export function surfaceDigest(
  surface: Pick<ApiSurface, 'package' | 'version' | 'items' | 'deprecated'>,
): string {
  return createHash('sha256')
    .update(JSON.stringify([surface.package, surface.version, surface.items, surface.deprecated]))
    .digest('hex');
}

const ITEM_KINDS = new Set<SurfaceItem['kind']>(['class', 'object', 'function', 'property']);
const LISTS = ['members', 'statics', 'options', 'events'] as const;

function isSortedNames(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.every(
      (name, index) =>
        typeof name === 'string' && name !== '' && (index === 0 || value[index - 1] < name),
    )
  );
}

/**
 * Reads a surface file's text, refusing (with the file's name and the place)
 * one that is not a surface, one edited by hand (its digest no longer
 * matches), and one made for another version than `expectedVersion`.
 */
export function parseApiSurface(
  text: string,
  fileName: string,
  expectedVersion?: string,
): ApiSurface {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${fileName} is not JSON: ${(error as Error).message}`);
  }
  const fail = (problem: string): never => {
    throw new Error(`${fileName}: ${problem}. Run npm run api:surface to write it again.`);
  };
  if (typeof data !== 'object' || data === null) fail('not an object');
  const surface = data as Record<string, unknown>;
  for (const field of ['package', 'version', 'file', 'definitionsSha256', 'digest']) {
    if (typeof surface[field] !== 'string' || surface[field] === '')
      fail(`"${field}" must be a string`);
  }
  const items = surface.items;
  if (typeof items !== 'object' || items === null || Array.isArray(items))
    fail('"items" must be an object');
  for (const [name, value] of Object.entries(items as Record<string, unknown>)) {
    const item = value as Record<string, unknown> | null;
    if (typeof item !== 'object' || item === null) fail(`item ${name} is not an object`);
    if (!ITEM_KINDS.has(item!.kind as SurfaceItem['kind']))
      fail(`item ${name} has an unknown kind`);
    for (const list of LISTS) {
      if (!isSortedNames(item![list])) fail(`${name}.${list} must be sorted names without repeats`);
    }
  }
  if (!isSortedNames(surface.deprecated)) fail('"deprecated" must be sorted keys without repeats');
  const checked = data as ApiSurface;
  if (surfaceDigest(checked) !== checked.digest) {
    fail(
      `its content does not match its digest (edited by hand?): it no longer says what ${checked.version}'s definitions declare`,
    );
  }
  if (expectedVersion !== undefined && checked.version !== expectedVersion) {
    fail(`it was made for ${checked.version}, the docs describe ${expectedVersion}`);
  }
  return checked;
}
