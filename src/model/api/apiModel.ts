/**
 * The API reference as a model of the library: items by name, their members
 * (inherited ones too), options, fields and events, each with the key,
 * page and anchor the reference gives it. Built from the entries (the build)
 * or from the localized pages the build wrote (the MCP server, the browser):
 * what it reads is the same in both.
 */
import {itemAnchor, memberAnchor, paramRowAnchor} from './anchors';
import {memberKey} from './documented';
import {receiverOf} from './signature';
import type {ApiBadge, ApiItem, ApiMember, ApiPage, ApiPageId, ApiParam} from './types';

/** A documented name as the reference keys and anchors it. */
export interface EntryRef {
  /** `Map`, `Map#flyTo`, `LngLat.convert`, `Map.event:click`, `Map.param:options.center`. */
  readonly key: string;
  readonly page: ApiPageId;
  /** Without `#`. */
  readonly anchor: string;
  readonly badges?: readonly ApiBadge[];
}

export interface ModelMember<T = unknown> {
  readonly member: ApiMember<T>;
  /** The item that documents it (`Evented` for `Marker#on`). */
  readonly declaredBy: ApiItem<T>;
  readonly entry: EntryRef;
}

export interface ModelParam<T = unknown> {
  readonly param: ApiParam<T>;
  readonly entry: EntryRef;
}

/**
 * Items whose top-level parameter rows are fields of the object itself
 * (`CameraOptions`' `zoom`, `MapMouseEvent`'s `lngLat`), not constructor
 * arguments: plain objects, interfaces, and classes the library creates.
 */
export function paramsAreFields(item: Pick<ApiItem<unknown>, 'kind' | 'createdBy'>): boolean {
  return (
    item.kind === 'object' ||
    item.kind === 'interface' ||
    (item.kind === 'class' && !!item.createdBy)
  );
}

export class ApiModel<T = unknown> {
  private readonly items = new Map<string, {page: ApiPageId; item: ApiItem<T>}>();
  private readonly members = new Map<string, ModelMember<T>[]>();
  private readonly memberIndex = new Map<string, Map<string, ModelMember<T>>>();
  private readonly interfaceParameters = new Map<string, string | null>();
  /** Receiver names that stand for one class only (`map`, `marker`), for names code never declares. */
  readonly receivers: ReadonlyMap<string, string>;

  constructor(
    pages: readonly ApiPage<T>[],
    /** The library's global as code writes it: `mapboxgl`. */
    readonly namespace: string,
  ) {
    for (const page of pages) {
      for (const item of page.items) this.items.set(item.name, {page: page.id, item});
    }
    const byReceiver = new Map<string, Set<string>>();
    for (const {item} of this.items.values()) {
      if (item.kind !== 'class') continue;
      const receiver = receiverOf(item);
      // One-letter names (`e`) are too common to mean the class; `map.dragPan` is no variable.
      if (receiver.length < 2 || receiver.includes('.')) continue;
      byReceiver.set(receiver, new Set([...(byReceiver.get(receiver) ?? []), item.name]));
    }
    this.receivers = new Map(
      [...byReceiver]
        .filter(([, names]) => names.size === 1)
        .map(([receiver, names]) => [receiver, [...names][0]!]),
    );
  }

  item(name: string): ApiItem<T> | undefined {
    return this.items.get(name)?.item;
  }

  pageOf(name: string): ApiPageId | undefined {
    return this.items.get(name)?.page;
  }

  itemNames(): string[] {
    return [...this.items.keys()];
  }

  itemEntry(name: string): EntryRef | undefined {
    const found = this.items.get(name);
    return (
      found && {
        key: name,
        page: found.page,
        anchor: itemAnchor(found.item),
        badges: found.item.badges,
      }
    );
  }

  /** An item's members, its own first, then those it inherits (`extends`), nearest first. */
  membersOf(name: string): readonly ModelMember<T>[] {
    const cached = this.members.get(name);
    if (cached) return cached;
    const found: ModelMember<T>[] = [];
    const seen = new Set<string>();
    const visited = new Set<string>();
    for (let item = this.item(name); item && !visited.has(item.name);) {
      visited.add(item.name);
      const page = this.pageOf(item.name)!;
      for (const member of (item.groups ?? []).flatMap((group) => group.members)) {
        const id = `${member.kind}:${member.kind !== 'event' && member.static ? 'static:' : ''}${member.name}`;
        if (seen.has(id)) continue;
        seen.add(id);
        found.push({
          member,
          declaredBy: item,
          entry: {
            key: memberKey(item, member),
            page,
            anchor: memberAnchor(item, member),
            badges: member.badges,
          },
        });
      }
      item = item.extends ? this.item(item.extends) : undefined;
    }
    this.members.set(name, found);
    return found;
  }

  /** A method or property of the item (static or not), inherited ones included. */
  member(owner: string, name: string, isStatic: boolean): ModelMember<T> | undefined {
    let byName = this.memberIndex.get(owner);
    if (!byName) {
      byName = new Map();
      for (const found of this.membersOf(owner)) {
        const key = `${found.member.kind !== 'event' && found.member.static ? 'static' : 'instance'}:${found.member.name}`;
        if (found.member.kind !== 'event' && !byName.has(key)) byName.set(key, found);
      }
      this.memberIndex.set(owner, byName);
    }
    return byName.get(`${isStatic ? 'static' : 'instance'}:${name}`);
  }

  /**
   * The class of a parameter of a method the reference's interfaces declare
   * (`onAdd(map)` of a custom layer or a control), when every interface that
   * declares the method agrees on it.
   */
  interfaceParameterClass(method: string, index: number): string | undefined {
    const id = `${method}:${index}`;
    if (this.interfaceParameters.has(id)) return this.interfaceParameters.get(id) ?? undefined;
    const classes = new Set<string | undefined>();
    for (const {item} of this.items.values()) {
      if (item.kind !== 'interface') continue;
      for (const {member} of this.membersOf(item.name)) {
        if (member.kind !== 'method' || member.name !== method) continue;
        const parameters = (member.params ?? []).filter((param) => !param.name.includes('.'));
        classes.add(this.itemOfType(parameters[index]?.type, item.name));
      }
    }
    const found = classes.size === 1 ? [...classes][0] : undefined;
    this.interfaceParameters.set(id, found ?? null);
    return found;
  }

  events(owner: string): readonly ModelMember<T>[] {
    return this.membersOf(owner).filter(({member}) => member.kind === 'event');
  }

  private paramEntry(item: ApiItem<T>, name: string): ModelParam<T> | undefined {
    const param = item.params?.find((candidate) => candidate.name === name);
    const page = this.pageOf(item.name);
    return param && page
      ? {
          param,
          entry: {
            key: `${item.name}.param:${name}`,
            page,
            anchor: paramRowAnchor(item, name),
            badges: param.badges,
          },
        }
      : undefined;
  }

  /** A field of an object or of a class the library creates: `lngLat` of `MapMouseEvent`. */
  field(owner: string, name: string): ModelParam<T> | undefined {
    for (
      let item = this.item(owner), depth = 0;
      item && depth < 8;
      item = item.extends ? this.item(item.extends) : undefined, depth++
    ) {
      if (!paramsAreFields(item)) continue;
      const found = this.paramEntry(item, name);
      if (found) return found;
    }
    return undefined;
  }

  fieldNames(owner: string): string[] {
    const item = this.item(owner);
    return item && paramsAreFields(item)
      ? (item.params ?? []).filter((param) => !param.name.includes('.')).map((param) => param.name)
      : [];
  }

  /** An option of the options object the item's constructor or function takes: `options.center`. */
  option(owner: string, name: string): ModelParam<T> | undefined {
    const item = this.item(owner);
    return item && !paramsAreFields(item) ? this.paramEntry(item, `options.${name}`) : undefined;
  }

  /** The item a type expression of the reference names (`Marker`, or `this` for the owner), if it is one. */
  itemOfType(type: string | undefined, self: string): string | undefined {
    const name = type?.trim();
    if (!name) return undefined;
    if (name === 'this') return self;
    return this.items.has(name) ? name : undefined;
  }
}

const models = new WeakMap<readonly ApiPage<unknown>[], Map<string, ApiModel>>();

/** The model of a set of pages for a product, made once per loaded set (both locales share it). */
export function apiModelOf(pages: readonly ApiPage<unknown>[], productId: string): ApiModel {
  const byProduct = models.get(pages) ?? new Map<string, ApiModel>();
  models.set(pages, byProduct);
  const known = byProduct.get(productId);
  if (known) return known;
  const model = new ApiModel(pages, `${productId}gl`);
  byProduct.set(productId, model);
  return model;
}
