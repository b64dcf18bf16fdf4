/**
 * What one release's type definitions declare, read with the TypeScript
 * compiler's checker, so inherited members (`Map` from `Camera` and
 * `Evented`), aliases (`Map$1 as Map`) and option types behind type aliases
 * count as the library's users see them.
 */
import ts from 'typescript';

import type {DefinitionQuery} from '../../../src/model/api/documented';

export const FILE = '/definitions/index.d.ts';

export function programOf(text: string): ts.Program {
  const options: ts.CompilerOptions = {
    noEmit: true,
    skipLibCheck: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === FILE
      ? ts.createSourceFile(fileName, text, languageVersion, true)
      : getSourceFile(fileName, languageVersion, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === FILE || fileExists(fileName);
  return ts.createProgram([FILE], options, host);
}

/** A declared name without the bundler's suffix: `Map$1` is `Map`. */
export function publicName(name: string): string {
  return name.replace(/\$\d+$/, '');
}

/** The classes, interfaces and type aliases a file declares, by public name (the first of each). */
export function declaredTypeSymbols(
  file: ts.SourceFile,
  checker: ts.TypeChecker,
): Map<string, ts.Symbol> {
  const declared = new Map<string, ts.Symbol>();
  for (const statement of file.statements) {
    if (
      (ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement)) &&
      statement.name
    ) {
      const name = publicName(statement.name.text);
      const symbol = checker.getSymbolAtLocation(statement.name);
      if (symbol && !declared.has(name)) {
        declared.set(name, symbol);
      }
    }
  }
  return declared;
}

/** Event names an `on` method accepts: the string literals of its first parameter's type. */
export function eventNamesOf(checker: ts.TypeChecker, on: ts.Symbol): Set<string> {
  const names = new Set<string>();
  const seen = new Set<ts.Type>();
  const collect = (type: ts.Type): void => {
    if (seen.has(type)) {
      return;
    }
    seen.add(type);
    if (type.flags & ts.TypeFlags.TypeParameter || type.flags & ts.TypeFlags.Index) {
      const constraint = checker.getBaseConstraintOfType(type);
      if (constraint && constraint !== type) {
        collect(constraint);
      }
      return;
    }
    if (type.isUnion() || type.isIntersection()) {
      type.types.forEach(collect);
      return;
    }
    if (type.isStringLiteral()) {
      names.add(type.value);
    }
  };
  for (const signature of checker.getSignaturesOfType(
    checker.getTypeOfSymbol(on),
    ts.SignatureKind.Call,
  )) {
    const first = signature.parameters[0];
    if (first) {
      collect(checker.getTypeOfSymbol(first));
    }
  }
  return names;
}

class Definitions {
  private readonly checker: ts.TypeChecker;
  private readonly symbols = new Map<string, ts.Symbol>();

  constructor(text: string) {
    const program = programOf(text);
    this.checker = program.getTypeChecker();
    const file = program.getSourceFile(FILE);
    // Early community definitions declare a global namespace instead of a module.
    const namespaceDeclaration = file?.statements.find(
      (statement): statement is ts.ModuleDeclaration =>
        ts.isModuleDeclaration(statement) && ts.isIdentifier(statement.name),
    );
    const module =
      file &&
      (this.checker.getSymbolAtLocation(file) ??
        (namespaceDeclaration && this.checker.getSymbolAtLocation(namespaceDeclaration.name)));
    if (!file || !module) {
      throw new Error('the definitions are neither a module nor a namespace');
    }
    const resolve = (symbol: ts.Symbol) =>
      symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    for (const symbol of this.checker.getExportsOfModule(module)) {
      this.symbols.set(publicName(symbol.name), resolve(symbol));
    }
    // The library's own definitions export a `default` object: its namespace.
    const namespace = this.symbols.get('default');
    if (namespace) {
      for (const property of this.checker.getPropertiesOfType(
        this.checker.getTypeOfSymbol(namespace),
      )) {
        if (!this.symbols.has(property.name)) {
          this.symbols.set(property.name, property);
        }
      }
    }
    // Classes the library creates but does not export (handlers), by their declared names.
    for (const [name, symbol] of declaredTypeSymbols(file, this.checker)) {
      if (!this.symbols.has(name)) {
        this.symbols.set(name, symbol);
      }
    }
  }

  /** The item's declaration symbol; a namespace property's value for functions and properties. */
  private item(name: string): ts.Symbol | undefined {
    return this.symbols.get(name);
  }

  private instanceType(symbol: ts.Symbol): ts.Type {
    const declared = this.checker.getDeclaredTypeOfSymbol(symbol);
    if (declared.flags & ts.TypeFlags.Any) {
      // A namespace property typed `typeof Map`: its construct signature's instance.
      const construct = this.checker.getSignaturesOfType(
        this.checker.getTypeOfSymbol(symbol),
        ts.SignatureKind.Construct,
      )[0];
      return construct ? this.checker.getReturnTypeOfSignature(construct) : declared;
    }
    return declared;
  }

  private staticType(symbol: ts.Symbol): ts.Type {
    return this.checker.getTypeOfSymbol(symbol);
  }

  private hasPath(type: ts.Type, path: readonly string[]): boolean {
    let current: ts.Type = type;
    for (const name of path) {
      const property = this.checker.getPropertyOfType(
        this.checker.getNonNullableType(current),
        name,
      );
      if (!property) {
        return false;
      }
      current = this.checker.getTypeOfSymbol(property);
    }
    return true;
  }

  /** The options object a constructor or function takes: its parameter named `options`, or its only one. */
  private optionsType(symbol: ts.Symbol): ts.Type | undefined {
    const type = this.staticType(symbol);
    const signatures = [
      ...this.checker.getSignaturesOfType(type, ts.SignatureKind.Construct),
      ...this.checker.getSignaturesOfType(type, ts.SignatureKind.Call),
    ];
    for (const signature of signatures) {
      const parameter =
        signature.parameters.find((candidate) => candidate.name === 'options') ??
        (signature.parameters.length === 1 ? signature.parameters[0] : undefined);
      if (parameter) {
        return this.checker.getTypeOfSymbol(parameter);
      }
    }
    return undefined;
  }

  /** Event names the item's `on` method accepts, from its type parameter's or parameter's literal types. */
  private events(symbol: ts.Symbol): Set<string> {
    const on = this.checker.getPropertyOfType(this.instanceType(symbol), 'on');
    if (!on || this.inheritedFromPlainBase(on, symbol)) {
      return new Set();
    }
    return eventNamesOf(this.checker, on);
  }

  /**
   * Whether the definitions declare what the query asks for, or null when
   * they say nothing either way: an `on` that takes any string names no
   * event, an options parameter typed `any` no option.
   */
  /**
   * An `on` the item inherits from a base class that takes no event map
   * (`class Evented` in 3.5.0 typed every `on` with the map's events) names
   * the base's events, not the item's.
   */
  private inheritedFromPlainBase(on: ts.Symbol, item: ts.Symbol): boolean {
    const owner = on.declarations?.[0]?.parent;
    if (!owner || !ts.isClassDeclaration(owner) || !owner.name) {
      return false;
    }
    const declaredBy = this.checker.getSymbolAtLocation(owner.name);
    return declaredBy !== item && !owner.typeParameters?.length;
  }

  has(query: DefinitionQuery): boolean | null {
    const symbol = this.item(query.item);
    if (!symbol) {
      return false;
    }
    switch (query.kind) {
      case 'item':
        return true;
      case 'instance':
        return !!this.checker.getPropertyOfType(this.instanceType(symbol), query.member);
      case 'static':
        return !!this.checker.getPropertyOfType(this.staticType(symbol), query.member);
      case 'event': {
        const events = this.events(symbol);
        return events.size ? events.has(query.event) : null;
      }
      case 'field':
        return this.hasPath(this.instanceType(symbol), query.path);
      case 'option': {
        const options = this.optionsType(symbol);
        if (!options || options.flags & ts.TypeFlags.Any) {
          return null;
        }
        return this.hasPath(options, query.path);
      }
    }
  }
}

/** For each key, whether one release's definitions declare it (null: they do not say). */
export function declaredKeys(
  text: string,
  queries: ReadonlyMap<string, DefinitionQuery>,
): Map<string, boolean | null> {
  const definitions = new Definitions(text);
  return new Map([...queries].map(([key, query]) => [key, definitions.has(query)]));
}
