/**
 * The API reference as a table of symbols, from the localized pages the
 * build wrote: every item (`Marker`, `LngLatLike`) and member (`Map#flyTo`,
 * `LngLat.convert`, `Map.event:click`), the anchors and signatures computed
 * as the pages compute them (plugins/api-reference/model). Symbols are
 * named the way readers and assistants write them: `Map#flyTo`, `Map.flyTo`,
 * `map.flyTo()`, `mapboxgl.Map`, `flyTo`, any case; a near miss gets the
 * closest documented names.
 */
import {itemAnchor} from '../../../src/model/api/anchors';
import {ApiModel} from '../../../src/model/api/apiModel';
import {memberKey} from '../../../src/model/api/documented';
import {receiverOf} from '../../../src/model/api/signature';
import type {ApiItem, ApiMember, ApiPageWithRelated} from '../../../src/model/api/types';
import {ToolInputError} from './results';
import {nearest} from '../../../src/lib/nearest';

export type Item = ApiItem<string>;
export type Member = ApiMember<string>;

export interface ApiSymbol {
  readonly page: ApiPageWithRelated;
  readonly item: Item;
  readonly member?: Member;
  /** The item that declares the member, when it is inherited (`Marker#on` from `Evented`). */
  readonly declaredBy?: Item;
  /** `Map#flyTo`, `LngLat.convert`, `Map.event:click`, `Marker`. */
  readonly qualified: string;
  /** The anchor on its page, without `#`. */
  readonly anchor: string;
}

export function qualifiedName(item: Pick<Item, 'name'>, member?: Member): string {
  return member ? memberKey(item, member) : item.name;
}

export class ApiIndex {
  /** The API model the code check and the lookups share. */
  readonly model: ApiModel<string>;
  private readonly pagesById: ReadonlyMap<string, ApiPageWithRelated>;
  private readonly receivers = new Map<string, string>();
  /** Every symbol a reader can ask for, inherited members under each heir too. */
  readonly symbols: readonly ApiSymbol[];

  constructor(
    readonly pages: readonly ApiPageWithRelated[],
    /** The library's global, `mapboxgl`: a prefix symbols may carry. */
    readonly namespace: string,
  ) {
    this.model = new ApiModel(pages, namespace);
    this.pagesById = new Map(pages.map((page) => [page.id, page]));
    for (const page of pages) {
      for (const item of page.items) this.receivers.set(receiverOf(item), item.name);
    }
    const symbols: ApiSymbol[] = [];
    for (const name of this.model.itemNames()) {
      const item = this.model.item(name)!;
      const page = this.pagesById.get(this.model.pageOf(name)!)!;
      symbols.push({page, item, qualified: item.name, anchor: itemAnchor(item)});
      for (const {member, declaredBy, entry} of this.model.membersOf(name)) {
        symbols.push({
          page: this.pagesById.get(entry.page)!,
          item,
          member,
          ...(declaredBy !== item && {declaredBy}),
          qualified: qualifiedName(item, member),
          anchor: entry.anchor,
        });
      }
    }
    this.symbols = symbols;
  }

  item(name: string): Item | undefined {
    return this.model.item(name);
  }

  /** The item whose instances code names with this variable (`map` → Map), if any. */
  itemOfReceiver(receiver: string): Item | undefined {
    const name = this.receivers.get(receiver);
    return name === undefined ? undefined : this.item(name);
  }

  itemNames(): string[] {
    return this.model.itemNames();
  }

  /** An item's members, its own first, then those it inherits (`extends`), nearest first. */
  membersOf(name: string): readonly {member: Member; declaredBy: Item}[] {
    return this.model.membersOf(name);
  }

  /** The symbols a name stands for; throws with the nearest names when there is none. */
  resolve(input: string): ApiSymbol[] {
    const wanted = normalise(input, this.namespace);
    if (!wanted) {
      throw new ToolInputError(`"${input}" names no API symbol.`);
    }
    const found = this.lookup(wanted);
    if (found.length) {
      return found;
    }
    const suggestions = this.suggest(wanted);
    throw new ToolInputError(
      `"${input}" is not in the API reference.` +
        (suggestions.length
          ? ` Did you mean ${suggestions.map((name) => `\`${name}\``).join(', ')}?`
          : ' search_docs finds entries by what they do.'),
    );
  }

  private lookup(wanted: string): ApiSymbol[] {
    const exact = this.symbols.filter((symbol) => symbol.qualified === wanted);
    if (exact.length) return exact;
    const split = splitOwner(wanted);
    if (split) {
      const owners = this.ownersNamed(split.owner);
      const inOwners = (same: (a: string, b: string) => boolean) =>
        this.symbols.filter(
          (symbol) =>
            owners.includes(symbol.item.name) &&
            symbol.member !== undefined &&
            (split.event === undefined || (symbol.member.kind === 'event') === split.event) &&
            same(symbol.member.name, split.member),
        );
      const found = inOwners((a, b) => a === b);
      return found.length ? found : inOwners((a, b) => a.toLowerCase() === b.toLowerCase());
    }
    const byName = (same: (a: string, b: string) => boolean) => {
      const items = this.symbols.filter(
        (symbol) => !symbol.member && same(symbol.item.name, wanted),
      );
      if (items.length) return items;
      // A bare member name: where it is declared, not every heir's copy.
      return this.symbols.filter(
        (symbol) => symbol.member && !symbol.declaredBy && same(symbol.member.name, wanted),
      );
    };
    const found = byName((a, b) => a === b);
    return found.length ? found : byName((a, b) => a.toLowerCase() === b.toLowerCase());
  }

  /** Items an owner part names: by class name or by the variable code calls it (`map`). */
  private ownersNamed(owner: string): string[] {
    const exact = this.model.item(owner) ? [owner] : [];
    const receiver = this.receivers.get(owner);
    if (exact.length || receiver) return [...exact, ...(receiver ? [receiver] : [])];
    const lower = owner.toLowerCase();
    return this.itemNames().filter((name) => name.toLowerCase() === lower);
  }

  suggest(wanted: string): string[] {
    const split = splitOwner(wanted);
    if (split) {
      const owners = this.ownersNamed(split.owner);
      if (owners.length) {
        const names = owners.flatMap((owner) =>
          this.membersOf(owner).map(({member}) => member.name),
        );
        return nearest(split.member, names).flatMap((name) =>
          this.symbols
            .filter((symbol) => owners.includes(symbol.item.name) && symbol.member?.name === name)
            .map((symbol) => symbol.qualified),
        );
      }
      return nearest(split.owner, this.itemNames()).map((owner) => `${owner}#${split.member}`);
    }
    const names = this.symbols.map((symbol) => symbol.member?.name ?? symbol.item.name);
    return nearest(wanted, names, 5).flatMap((name) =>
      this.symbols
        .filter(
          (symbol) => (symbol.member?.name ?? symbol.item.name) === name && !symbol.declaredBy,
        )
        .map((symbol) => symbol.qualified),
    );
  }
}

/** `new mapboxgl.Map()` → `Map`; `map.flyTo(options)` → `map.flyTo`. */
export function normalise(input: string, namespace: string): string {
  let name = input.trim().replace(/^new\s+/, '');
  name = name.replace(/\(.*\)?\s*;?\s*$/s, '').trim();
  if (name.startsWith(`${namespace}.`)) {
    name = name.slice(namespace.length + 1);
  }
  return name.replace(/\s+/g, '');
}

interface OwnerAndMember {
  readonly owner: string;
  readonly member: string;
  /** True for `Owner.event:name`; undefined when the name does not say. */
  readonly event?: boolean;
}

/** `Map#flyTo`, `Map.flyTo`, `map.boxZoom.enable`, `Map.event:click` → owner and member. */
export function splitOwner(name: string): OwnerAndMember | null {
  const event = /^(.+?)[.#]event:(.+)$/.exec(name);
  if (event) return {owner: event[1]!, member: event[2]!, event: true};
  const at = Math.max(name.lastIndexOf('#'), name.lastIndexOf('.'));
  if (at <= 0 || at === name.length - 1) return null;
  return {owner: name.slice(0, at), member: name.slice(at + 1)};
}
