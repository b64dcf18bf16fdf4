/**
 * The public surface one release's own type definitions declare, read with
 * the TypeScript checker: the namespace's classes, functions and properties,
 * and the other declared classes and types the reference documents by name
 * (handlers, sources, option and event objects). Members count as the
 * library's users see them: inherited ones included; `private` and
 * `protected` ones, names beginning with `_`, and names whose JSDoc is
 * tagged `@private` or `@internal` (the library's marks of internal names)
 * left out.
 */
import {createHash} from 'node:crypto';
import ts from 'typescript';

import {surfaceDigest, type ApiSurface, type SurfaceItem} from '../../../src/model/api/surface';
import {declaredTypeSymbols, eventNamesOf, FILE, programOf, publicName} from './definitions';

/** JSDoc tags by which the library's definitions mark a declared name as internal. */
const INTERNAL_TAGS = new Set(['private', 'internal']);

const sorted = (names: Iterable<string>): string[] => [...new Set(names)].sort();

function isDeprecated(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) =>
    ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === 'deprecated'),
  );
}

function isPublicMember(symbol: ts.Symbol): boolean {
  if (symbol.name.startsWith('_') || symbol.name.startsWith('#') || symbol.name === 'prototype') {
    return false;
  }
  if (symbol.name.startsWith('__@')) return false; // well-known symbols such as `[Symbol.iterator]`
  const declaration = symbol.declarations?.[0];
  if (!declaration) return true;
  // The library's own documentation marks some declared names as not for users.
  if (ts.getJSDocTags(declaration).some((tag) => INTERNAL_TAGS.has(tag.tagName.text))) {
    return false;
  }
  const modifiers = ts.getCombinedModifierFlags(declaration);
  return !(modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected));
}

class SurfaceReader {
  private readonly checker: ts.TypeChecker;
  private readonly declared: Map<string, ts.Symbol>;
  private readonly namespace = new Map<string, ts.Symbol>();

  constructor(text: string) {
    const program = programOf(text);
    this.checker = program.getTypeChecker();
    const file = program.getSourceFile(FILE);
    const module = file && this.checker.getSymbolAtLocation(file);
    if (!file || !module) {
      throw new Error('the definitions are not a module');
    }
    this.declared = declaredTypeSymbols(file, this.checker);
    const exports = this.checker.getExportsOfModule(module);
    const defaultExport = exports.find((symbol) => symbol.name === 'default');
    if (!defaultExport) {
      throw new Error('the definitions export no default namespace object');
    }
    const resolved =
      defaultExport.flags & ts.SymbolFlags.Alias
        ? this.checker.getAliasedSymbol(defaultExport)
        : defaultExport;
    for (const property of this.checker.getPropertiesOfType(
      this.checker.getTypeOfSymbol(resolved),
    )) {
      this.namespace.set(property.name, property);
    }
    for (const symbol of exports) {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
      if (symbol.name !== 'default') this.declared.set(publicName(symbol.name), target);
    }
  }

  /** Keys of the names the definitions mark `@deprecated`. */
  readonly deprecated = new Set<string>();

  /** The public names of a type; those marked deprecated are noted under `keyPrefix` + name. */
  private publicNames(type: ts.Type, keyPrefix: string): string[] {
    const symbols = this.checker.getPropertiesOfType(type).filter(isPublicMember);
    for (const symbol of symbols) {
      if (isDeprecated(symbol)) this.deprecated.add(`${keyPrefix}${symbol.name}`);
    }
    return symbols.map((symbol) => symbol.name);
  }

  private optionsOf(type: ts.Type, item: string): string[] {
    const signatures = [
      ...this.checker.getSignaturesOfType(type, ts.SignatureKind.Construct),
      ...this.checker.getSignaturesOfType(type, ts.SignatureKind.Call),
    ];
    for (const signature of signatures) {
      const parameter = signature.parameters.find((candidate) => candidate.name === 'options');
      if (parameter) {
        const options = this.checker.getNonNullableType(this.checker.getTypeOfSymbol(parameter));
        if (options.flags & ts.TypeFlags.Any) return [];
        return this.publicNames(options, `${item}.param:options.`);
      }
    }
    return [];
  }

  private eventsOf(instance: ts.Type): string[] {
    const on = this.checker.getPropertyOfType(instance, 'on');
    return on ? sorted(eventNamesOf(this.checker, on)) : [];
  }

  private classItem(name: string, constructorType: ts.Type, instance: ts.Type): SurfaceItem {
    return {
      kind: 'class',
      members: sorted(this.publicNames(instance, `${name}#`)),
      statics: sorted(this.publicNames(constructorType, `${name}.`)),
      options: sorted(this.optionsOf(constructorType, name)),
      events: this.eventsOf(instance),
    };
  }

  /** The namespace's items: classes (a constructor), functions and properties. */
  namespaceItems(): Map<string, SurfaceItem> {
    const items = new Map<string, SurfaceItem>();
    for (const [name, symbol] of this.namespace) {
      if (!isPublicMember(symbol)) continue;
      if (isDeprecated(symbol)) this.deprecated.add(name);
      const type = this.checker.getTypeOfSymbol(symbol);
      const construct = this.checker.getSignaturesOfType(type, ts.SignatureKind.Construct)[0];
      // `Map: typeof Map$1` is a class; `workerClass: Class<Worker>` is a property that holds one.
      const declaredType = (symbol.declarations?.[0] as ts.PropertySignature | undefined)?.type;
      if (construct && declaredType && ts.isTypeQueryNode(declaredType)) {
        items.set(
          name,
          this.classItem(name, type, this.checker.getReturnTypeOfSignature(construct)),
        );
      } else if (this.checker.getSignaturesOfType(type, ts.SignatureKind.Call).length) {
        items.set(name, {
          kind: 'function',
          members: [],
          statics: [],
          options: sorted(this.optionsOf(type, name)),
          events: [],
        });
      } else {
        items.set(name, {kind: 'property', members: [], statics: [], options: [], events: []});
      }
    }
    return items;
  }

  /** A declared class, interface or type not on the namespace (a handler, a source, an options object). */
  declaredItem(name: string): SurfaceItem | undefined {
    const symbol = this.declared.get(name);
    if (!symbol) return undefined;
    if (isDeprecated(symbol)) this.deprecated.add(name);
    if (symbol.flags & ts.SymbolFlags.Class) {
      return this.classItem(
        name,
        this.checker.getTypeOfSymbol(symbol),
        this.checker.getDeclaredTypeOfSymbol(symbol),
      );
    }
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const apparent = this.checker.getNonNullableType(type);
    const members = apparent.isUnion() ? [] : this.publicNames(apparent, `${name}#`);
    return {kind: 'object', members: sorted(members), statics: [], options: [], events: []};
  }
}

/**
 * The surface a release declares: the namespace's items, and the declared
 * items of `alsoNamed` (the names the reference documents) that the
 * namespace does not hold.
 */
export function readSurface(
  text: string,
  release: {readonly package: string; readonly version: string; readonly file: string},
  alsoNamed: Iterable<string>,
): ApiSurface {
  const reader = new SurfaceReader(text);
  const items = reader.namespaceItems();
  for (const name of alsoNamed) {
    if (items.has(name)) continue;
    const item = reader.declaredItem(name);
    if (item) items.set(name, item);
  }
  const ordered = Object.fromEntries([...items].sort(([a], [b]) => a.localeCompare(b, 'en')));
  const keys = new Set(
    Object.entries(ordered).flatMap(([name, item]) => [
      name,
      ...item.members.map((member) => `${name}#${member}`),
      ...item.statics.map((member) => `${name}.${member}`),
      ...item.options.map((option) => `${name}.param:options.${option}`),
    ]),
  );
  // Only names the surface lists: a deprecated member of an item it leaves out says nothing.
  const deprecated = [...reader.deprecated].filter((key) => keys.has(key)).sort();
  const body = {package: release.package, version: release.version, items: ordered, deprecated};
  return {
    package: release.package,
    version: release.version,
    file: release.file,
    definitionsSha256: createHash('sha256').update(text).digest('hex'),
    digest: surfaceDigest(body),
    items: ordered,
    deprecated,
  };
}
