/**
 * The one reader of example code: which API entries and style names a piece
 * of JavaScript (or each inline script of an HTML page, lines kept relative
 * to the whole input) uses, judged against the API model. It parses with
 * acorn and follows what the code shows of each variable's class:
 *
 * - `new mapboxgl.Map(…)`, a method's or property's documented return type
 *   (`new mapboxgl.Marker().setLngLat(…)` is a Marker, `map.scrollZoom` a
 *   ScrollZoomHandler), through parentheses, assignments
 *   (`var map = (window.map = new mapboxgl.Map(…))`), `a || b` and `a ? b : c`;
 * - destructuring (`const {lng, lat} = map.getCenter()`);
 * - a listener's parameter, from the event's documented object
 *   (`map.on('click', (e) => e.lngLat)`: `e` is a MapMouseEvent);
 * - parameters of methods the reference's interfaces declare
 *   (a custom layer's or a control's `onAdd(map, gl)`: `map` is a Map);
 * - for a name the code never declares, the reference's name for instances
 *   (`map`, `marker`, `popup`).
 *
 * Each use is recorded with its line, as written, and the entry it names;
 * a use the reference does not document gets the closest documented name.
 * A variable whose class the code does not show is not judged, so what is
 * undocumented is known to be so. Runs in Node and in the browser.
 */
import {parse, type Node, type Program} from 'acorn';
import {parse as parseLoosely} from 'acorn-loose';
import {fullAncestor, simple} from 'acorn-walk';

import {nearest} from '../../lib/nearest';
import type {ApiModel, EntryRef} from '../api/apiModel';
import {SOURCE_TYPES} from '../api/sourceTypes';
import {loadedPlugins, scriptBlocks, type ScriptBlock} from './scriptBlocks';

/** Longest input read, in characters: past it the analyser answers with `refused`. */
export const MAX_ANALYSED_CHARACTERS = 1_000_000;

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

type AnyNode = Node & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const LISTENERS = new Set(['on', 'once', 'off']);
const PROPERTY_NAME_ARGUMENT = new Set([
  'setPaintProperty',
  'setLayoutProperty',
  'getPaintProperty',
  'getLayoutProperty',
  'setLayerProperty',
]);
const STYLE_PROPERTY = /^[a-z]+(?:-[a-z0-9]+)+$/;
/** Longest expression quoted as written; longer ones are named by their class. */
const MAX_QUOTED = 40;

/** A plugin's class on the global: `compare` → `Compare`, `my-tool` → `MyTool`. */
function pluginClass(plugin: string): string {
  return plugin.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) =>
    letter.toUpperCase(),
  );
}

function parseBlock(code: string): Program {
  const options = {
    ecmaVersion: 'latest',
    locations: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowHashBang: true,
  } as const;
  try {
    return parse(code, {...options, sourceType: 'script'});
  } catch {
    return parse(code, {...options, sourceType: 'module'});
  }
}

/**
 * A tree for code that may not parse, as it is while a reader types:
 * acorn-loose stands in a placeholder where something is missing.
 */
export function parseTolerantly(code: string): Program {
  return parseLoosely(code, {
    ecmaVersion: 'latest',
    locations: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowHashBang: true,
    sourceType: 'module',
  });
}

function propertyName(node: AnyNode | null | undefined): string | undefined {
  if (node?.type !== 'MemberExpression' || node.computed) return undefined;
  return node.property.type === 'Identifier' ? (node.property.name as string) : undefined;
}

function keyName(property: AnyNode): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as AnyNode;
  if (key.type === 'Identifier') return key.name as string;
  return typeof key.value === 'string' ? key.value : undefined;
}

function stringValue(node: AnyNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** The string `type` of an object literal (a source's options), with the node that holds it. */
function sourceTypeIn(options: AnyNode | undefined): {type: string; value: AnyNode} | undefined {
  if (options?.type !== 'ObjectExpression') return undefined;
  const property = (options.properties as AnyNode[]).find(
    (candidate) => keyName(candidate) === 'type',
  );
  const type = stringValue(property?.value);
  return type === undefined ? undefined : {type, value: property!.value};
}

function isFunction(node: AnyNode | null | undefined): boolean {
  return (
    node?.type === 'FunctionExpression' ||
    node?.type === 'ArrowFunctionExpression' ||
    node?.type === 'FunctionDeclaration'
  );
}

/** What a declared name's class is worked out from. */
type Source =
  | {readonly kind: 'value'; readonly node: AnyNode}
  | {readonly kind: 'destructured'; readonly from: AnyNode; readonly key: string}
  | {readonly kind: 'listener'; readonly object: AnyNode; readonly event: string}
  | {readonly kind: 'interface-parameter'; readonly method: string; readonly index: number}
  | {readonly kind: 'unknown'};

export class BlockAnalysis {
  /** Declared names: the class of each, or null when the code does not show it. */
  private readonly variables = new Map<string, string | null>();
  /** Source ids the code adds, with the class their `type` creates: what `getSource(id)` returns. */
  private readonly sourceIds = new Map<string, string | null>();

  constructor(
    private readonly model: ApiModel,
    private readonly block: ScriptBlock,
    private readonly plugins: readonly string[],
    private readonly uses: ApiUse[],
    private readonly style: {
      properties: Set<string>;
      layerTypes: Set<string>;
      expressions: Set<string>;
    },
    private readonly counts: {pluginUses: number},
  ) {}

  /** Every declared name typed: what `classOf` needs before the uses are read. */
  prepare(program: Program): this {
    this.declare(program);
    return this;
  }

  run(program: Program): void {
    this.declare(program);
    fullAncestor(program, (node, _state, ancestors) => {
      const parent = ancestors[ancestors.length - 2] as AnyNode | undefined;
      const any = node as AnyNode;
      switch (node.type) {
        case 'MemberExpression':
          this.namespaceMember(any, parent);
          this.member(any, parent);
          break;
        case 'CallExpression':
          this.call(any);
          break;
        case 'NewExpression':
          this.construct(any);
          break;
        case 'VariableDeclarator':
          if (any.id.type === 'ObjectPattern' && any.init) this.destructure(any.id, any.init);
          break;
        case 'Property':
          this.styleKey(any);
          break;
        case 'ArrayExpression': {
          const operator = stringValue(any.elements[0]);
          if (operator !== undefined && any.elements.length > 1)
            this.style.expressions.add(operator);
          break;
        }
      }
    });
  }

  // ---- classes of expressions

  private where(node: AnyNode): {line: number; column: number} {
    const start = node.loc?.start ?? {line: 1, column: 0};
    return {
      line: start.line + this.block.line - 1,
      column: start.line === 1 ? start.column + this.block.column : start.column,
    };
  }

  /** The name in a use's node: a member's property, a string's text, a key. */
  private spanOf(node: AnyNode): ApiUse['span'] {
    const name: AnyNode = node.type === 'MemberExpression' ? node.property : node;
    const quoted = name.type === 'Literal' || name.type === 'TemplateLiteral';
    const from = this.block.offset + name.start + (quoted ? 1 : 0);
    return {from, to: Math.max(from, this.block.offset + name.end - (quoted ? 1 : 0))};
  }

  private record(
    node: AnyNode,
    use: Omit<ApiUse, 'line' | 'column' | 'documented' | 'span'>,
    documented = !!use.entry,
  ): void {
    this.uses.push({...this.where(node), span: this.spanOf(node), ...use, documented});
  }

  /** `mapboxgl.X`, when X is an item of the reference. */
  namespaceItem(node: AnyNode): string | undefined {
    const name = propertyName(node);
    if (
      name === undefined ||
      node.object.type !== 'Identifier' ||
      node.object.name !== this.model.namespace
    ) {
      return undefined;
    }
    return this.model.item(name) ? name : undefined;
  }

  /** The class of what an expression evaluates to, when the code shows it. */
  classOf(node: AnyNode | null | undefined, depth = 0): string | null {
    if (!node || depth > 40) return null;
    switch (node.type) {
      case 'Identifier': {
        const name = node.name as string;
        if (this.variables.has(name)) return this.variables.get(name) ?? null;
        return this.model.receivers.get(name) ?? null;
      }
      case 'NewExpression':
        return this.namespaceItem(node.callee) ?? null;
      case 'ChainExpression':
      case 'ParenthesizedExpression':
      case 'AwaitExpression':
        return this.classOf(node.expression ?? node.argument, depth + 1);
      case 'AssignmentExpression':
        return node.operator === '=' ? this.classOf(node.right, depth + 1) : null;
      case 'SequenceExpression':
        return this.classOf(node.expressions[node.expressions.length - 1], depth + 1);
      case 'ConditionalExpression':
      case 'LogicalExpression': {
        const [a, b] =
          node.type === 'LogicalExpression'
            ? [node.left, node.right]
            : [node.consequent, node.alternate];
        const left = this.classOf(a, depth + 1);
        return left !== null && left === this.classOf(b, depth + 1) ? left : null;
      }
      case 'CallExpression': {
        const name = propertyName(node.callee);
        if (name === undefined) return null;
        if (name === 'getSource') {
          const id = stringValue(node.arguments[0]);
          const added = id === undefined ? undefined : this.sourceIds.get(id);
          if (added) return added;
        }
        const staticOwner = this.namespaceItem(node.callee.object);
        const owner = staticOwner ?? this.classOf(node.callee.object, depth + 1);
        if (!owner) return null;
        const found = this.model.member(owner, name, Boolean(staticOwner));
        return found?.member.kind === 'method'
          ? (this.model.itemOfType(found.member.returns?.type, owner) ?? null)
          : null;
      }
      case 'MemberExpression': {
        const name = propertyName(node);
        const owner = name === undefined ? null : this.classOf(node.object, depth + 1);
        return owner && name !== undefined ? this.typeOfMember(owner, name) : null;
      }
      default:
        return null;
    }
  }

  /** The class a property or field of the owner holds. */
  private typeOfMember(owner: string, name: string): string | null {
    const member = this.model.member(owner, name, false);
    if (member?.member.kind === 'property')
      return this.model.itemOfType(member.member.type, owner) ?? null;
    const field = this.model.field(owner, name);
    return field ? (this.model.itemOfType(field.param.type, owner) ?? null) : null;
  }

  private sourceClass(source: Source): string | null {
    switch (source.kind) {
      case 'value':
        return this.classOf(source.node);
      case 'destructured': {
        const owner = this.classOf(source.from);
        return owner ? this.typeOfMember(owner, source.key) : null;
      }
      case 'listener': {
        const owner = this.classOf(source.object);
        const event = owner
          ? this.model.events(owner).find(({member}) => member.name === source.event)
          : undefined;
        return event?.member.kind === 'event'
          ? (this.model.itemOfType(event.member.eventType, owner!) ?? null)
          : null;
      }
      case 'interface-parameter':
        return this.model.interfaceParameterClass(source.method, source.index) ?? null;
      case 'unknown':
        return null;
    }
  }

  /** Every declared name, typed where the code shows its class (rounds: a type may use another). */
  private declare(program: Program): void {
    const sources = new Map<string, Source[]>();
    const add = (name: string, source?: Source) => {
      const list = sources.get(name) ?? [];
      if (source) list.push(source);
      sources.set(name, list);
    };
    const unknown: Source = {kind: 'unknown'};
    /** Names a pattern binds; with `from`, each typed from it where it can be. */
    const declarePattern = (pattern: AnyNode | null | undefined, from?: AnyNode) => {
      if (!pattern) return;
      if (pattern.type === 'Identifier') {
        add(pattern.name, from ? {kind: 'value', node: from} : undefined);
        return;
      }
      if (pattern.type === 'ObjectPattern' && from) {
        for (const property of pattern.properties as AnyNode[]) {
          const key = keyName(property);
          if (key !== undefined && property.value.type === 'Identifier') {
            add(property.value.name, {kind: 'destructured', from, key});
          } else {
            bindUnknown(property.value ?? property.argument);
          }
        }
        return;
      }
      bindUnknown(pattern);
    };
    /** Names bound to values the code does not show (parameters of untyped functions, `catch`). */
    const bindUnknown = (pattern: AnyNode | null | undefined) => {
      if (!pattern) return;
      simple(pattern, {
        Identifier: (identifier) => add((identifier as AnyNode).name, unknown),
      });
    };
    // First: the functions whose parameters the API types (listeners, interface methods).
    const typedParameters = new Map<AnyNode, (index: number) => Source | undefined>();
    const functions = new Map<string, AnyNode>();
    simple(program, {
      FunctionDeclaration: (node) => {
        const fn = node as AnyNode;
        if (fn.id) functions.set(fn.id.name, fn);
      },
    });
    const listenerOf = (call: AnyNode): AnyNode | undefined => {
      const last = call.arguments[call.arguments.length - 1] as AnyNode | undefined;
      if (isFunction(last)) return last;
      return last?.type === 'Identifier' ? functions.get(last.name) : undefined;
    };
    // The sources the code adds by id: `getSource(id)` is of the class their type creates.
    const addSource = (id: string | undefined, options: AnyNode | undefined) => {
      const type = sourceTypeIn(options)?.type;
      if (id === undefined || type === undefined) return;
      const itemName = Object.hasOwn(SOURCE_TYPES, type) ? SOURCE_TYPES[type] : undefined;
      const known = this.sourceIds.has(id) ? this.sourceIds.get(id) : itemName;
      this.sourceIds.set(id, known === itemName ? (itemName ?? null) : null);
    };
    const typeMethod = (fn: AnyNode, name: string) => {
      if (!typedParameters.has(fn)) {
        typedParameters.set(fn, (index) => ({kind: 'interface-parameter', method: name, index}));
      }
    };
    simple(program, {
      CallExpression: (node) => {
        const call = node as AnyNode;
        const method = propertyName(call.callee);
        const event = stringValue(call.arguments[0]);
        const listener =
          method && LISTENERS.has(method) && event !== undefined ? listenerOf(call) : undefined;
        if (listener && !typedParameters.has(listener)) {
          const object = call.callee.object as AnyNode;
          typedParameters.set(listener, (index) =>
            index === 0 ? {kind: 'listener', object, event: event!} : undefined,
          );
        }
        if (method === 'addSource') addSource(stringValue(call.arguments[0]), call.arguments[1]);
      },
      Property: (node) => {
        const property = node as AnyNode;
        const name = keyName(property);
        if (name !== undefined && isFunction(property.value)) typeMethod(property.value, name);
        if (name === 'sources' && property.value.type === 'ObjectExpression') {
          for (const source of property.value.properties as AnyNode[]) {
            addSource(keyName(source), source.value);
          }
        }
      },
      MethodDefinition: (node) => {
        const method = node as AnyNode;
        if (method.key.type === 'Identifier') typeMethod(method.value, method.key.name);
      },
    });
    // Then every binding.
    simple(program, {
      VariableDeclarator: (node) => {
        const {id, init} = node as AnyNode;
        declarePattern(id, init ?? undefined);
      },
      AssignmentExpression: (node) => {
        const {left, right, operator} = node as AnyNode;
        if (left.type === 'Identifier')
          add(left.name, operator === '=' ? {kind: 'value', node: right} : unknown);
      },
      Function: (node) => {
        const fn = node as AnyNode;
        if (fn.id) add(fn.id.name, unknown);
        const typed = typedParameters.get(fn);
        (fn.params as AnyNode[]).forEach((param, index) => {
          const source = typed?.(index);
          if (param.type === 'Identifier' && source) add(param.name, source);
          else bindUnknown(param);
        });
      },
      CatchClause: (node) => bindUnknown((node as AnyNode).param),
      Class: (node) => {
        const id = (node as AnyNode).id;
        if (id) add(id.name, unknown);
      },
      ImportDeclaration: (node) => {
        for (const specifier of (node as AnyNode).specifiers) bindUnknown(specifier.local);
      },
    });
    for (const name of sources.keys()) this.variables.set(name, null);
    for (let round = 0; round < 3; round++) {
      for (const [name, list] of sources) {
        const classes = new Set(list.map((source) => this.sourceClass(source)));
        // A name given values of different classes, or of unknown ones, is not judged.
        this.variables.set(name, classes.size === 1 ? [...classes][0]! : null);
      }
    }
  }

  // ---- uses

  private ownerText(node: AnyNode, className: string): string {
    const written = this.block.code.slice(node.start, node.end);
    return written.length <= MAX_QUOTED && !written.includes('\n') ? written : `(${className})`;
  }

  private namespaceMember(node: AnyNode, parent: AnyNode | undefined): void {
    const name = propertyName(node);
    if (
      name === undefined ||
      node.object.type !== 'Identifier' ||
      node.object.name !== this.model.namespace
    ) {
      return;
    }
    const created = parent?.type === 'NewExpression' && parent.callee === node;
    const written = `${created ? 'new ' : ''}${this.model.namespace}.${name}`;
    const entry = this.model.itemEntry(name);
    if (entry) {
      this.record(node, {kind: 'item', written, owner: name, name, entry});
      return;
    }
    if (this.plugins.some((plugin) => pluginClass(plugin) === name)) {
      this.counts.pluginUses++;
      return;
    }
    const [closest] = nearest(name, this.model.itemNames(), 1);
    this.record(node, {
      kind: 'item',
      written,
      owner: name,
      name,
      ...(closest && {
        suggestion: `${created ? 'new ' : ''}${this.model.namespace}.${closest}`,
        closest,
      }),
    });
  }

  private member(node: AnyNode, parent: AnyNode | undefined): void {
    const name = propertyName(node);
    if (name === undefined) return;
    const staticOwner = this.namespaceItem(node.object);
    const owner = staticOwner ?? this.classOf(node.object);
    if (!owner) return;
    const prefix = staticOwner
      ? `${this.model.namespace}.${owner}`
      : this.ownerText(node.object, owner);
    if (parent?.type === 'AssignmentExpression' && parent.left === node) {
      // Setting a documented property uses it; code may also keep its own values on an object.
      const member = this.model.member(owner, name, Boolean(staticOwner));
      if (member?.member.kind === 'property') {
        const kind: ApiUseKind = staticOwner ? 'static' : 'member';
        this.record(node, {kind, written: `${prefix}.${name}`, owner, name, entry: member.entry});
      }
      return;
    }
    this.memberUse(node, owner, name, Boolean(staticOwner), `${prefix}.${name}`, prefix);
  }

  private memberUse(
    node: AnyNode,
    owner: string,
    name: string,
    isStatic: boolean,
    written: string,
    prefix: string,
  ): void {
    const member = this.model.member(owner, name, isStatic);
    const field = member || isStatic ? undefined : this.model.field(owner, name);
    const kind: ApiUseKind = isStatic ? 'static' : field ? 'field' : 'member';
    const entry = member?.entry ?? field?.entry;
    if (entry) {
      this.record(node, {kind, written, owner, name, entry});
      return;
    }
    const names = [
      ...this.model
        .membersOf(owner)
        .filter(({member: other}) => other.kind !== 'event' && Boolean(other.static) === isStatic)
        .map(({member: other}) => other.name),
      ...(isStatic ? [] : this.model.fieldNames(owner)),
    ];
    const [closest] = nearest(name, names, 1);
    this.record(node, {
      kind,
      written,
      owner,
      name,
      ...(closest && {suggestion: `${prefix}.${closest}`, closest}),
    });
  }

  private destructure(pattern: AnyNode, from: AnyNode): void {
    const owner = this.classOf(from);
    if (!owner) return;
    for (const property of pattern.properties as AnyNode[]) {
      const key = keyName(property);
      if (key !== undefined) {
        this.memberUse(
          property.key,
          owner,
          key,
          false,
          `{${key}} = ${this.ownerText(from, owner)}`,
          this.ownerText(from, owner),
        );
      }
    }
  }

  private call(node: AnyNode): void {
    const name = propertyName(node.callee);
    if (name === undefined) return;
    if (PROPERTY_NAME_ARGUMENT.has(name)) {
      const property = stringValue(node.arguments[1]);
      if (property !== undefined) this.style.properties.add(property);
    }
    const object = node.callee.object as AnyNode;
    const owner = this.classOf(object);
    if (!owner) return;
    if (LISTENERS.has(name)) this.event(owner, object, name, node.arguments[0]);
    if (name === 'addSource' && this.model.member(owner, 'addSource', false)) {
      this.sourceType(node.arguments[1]);
    }
  }

  private event(owner: string, object: AnyNode, method: string, first: AnyNode | undefined): void {
    const event = stringValue(first);
    const events = this.model.events(owner);
    if (event === undefined || !first || events.length === 0) return;
    const written = `${this.ownerText(object, owner)}.${method}('${event}')`;
    const found = events.find(({member}) => member.name === event);
    if (found) {
      this.record(first, {kind: 'event', written, owner, name: event, entry: found.entry});
      return;
    }
    if (this.plugins.some((plugin) => event.startsWith(`${plugin}.`))) {
      this.counts.pluginUses++;
      return;
    }
    const [closest] = nearest(
      event,
      events.map(({member}) => member.name),
      1,
    );
    this.record(first, {
      kind: 'event',
      written,
      owner,
      name: event,
      ...(closest && {
        suggestion: `${this.ownerText(object, owner)}.${method}('${closest}')`,
        closest,
      }),
    });
  }

  private sourceType(options: AnyNode | undefined): void {
    const found = sourceTypeIn(options);
    if (!found) return;
    const {type, value} = found;
    const written = `type: '${type}'`;
    if (Object.hasOwn(SOURCE_TYPES, type)) {
      const itemName = SOURCE_TYPES[type];
      const entry = itemName ? this.model.itemEntry(itemName) : undefined;
      this.record(
        value,
        {kind: 'source-type', written, owner: itemName ?? '', name: type, ...(entry && {entry})},
        true,
      );
      return;
    }
    const [closest] = nearest(type, Object.keys(SOURCE_TYPES), 1);
    this.record(value, {
      kind: 'source-type',
      written,
      owner: '',
      name: type,
      ...(closest && {suggestion: `type: '${closest}'`, closest}),
    });
  }

  /** The options object given to a constructor: each key an option of the item. */
  private construct(node: AnyNode): void {
    const owner = this.namespaceItem(node.callee);
    const options = [...(node.arguments as AnyNode[])]
      .reverse()
      .find((argument) => argument.type === 'ObjectExpression');
    if (!owner || !options) return;
    for (const property of options.properties as AnyNode[]) {
      const name = keyName(property);
      const option = name === undefined ? undefined : this.model.option(owner, name);
      if (option) {
        this.record(property.key, {
          kind: 'option',
          written: `${this.model.namespace}.${owner}({${name}})`,
          owner,
          name: name!,
          entry: option.entry,
        });
      }
    }
  }

  private styleKey(property: AnyNode): void {
    const name = keyName(property);
    if (name === undefined) return;
    if (STYLE_PROPERTY.test(name)) this.style.properties.add(name);
    if (name === 'type') {
      const value = stringValue(property.value);
      if (value !== undefined) this.style.layerTypes.add(value);
    }
    // A style's `sources` object names its sources' types too.
    if (name === 'sources' && property.value.type === 'ObjectExpression') {
      for (const source of property.value.properties as AnyNode[]) this.sourceType(source.value);
    }
  }
}

export interface AnalyseOptions {
  /**
   * Read a script that does not parse as acorn-loose repairs it (its syntax
   * error still reported): what an editor's tooltips need while a reader types.
   */
  readonly tolerant?: boolean;
}

/** What a piece of code uses of the API; never throws, whatever the input. */
export function analyseCode(
  input: string,
  model: ApiModel,
  productId: string,
  options: AnalyseOptions = {},
): CodeAnalysis {
  const empty = {properties: [], layerTypes: [], expressions: []};
  if (input.length > MAX_ANALYSED_CHARACTERS) {
    return {
      uses: [],
      pluginUses: 0,
      plugins: [],
      style: empty,
      syntaxErrors: [],
      blocks: 0,
      refused: `The code is ${input.length.toLocaleString('en')} characters long; at most ${MAX_ANALYSED_CHARACTERS.toLocaleString('en')} are read.`,
    };
  }
  const uses: ApiUse[] = [];
  const syntaxErrors: SyntaxProblem[] = [];
  const style = {
    properties: new Set<string>(),
    layerTypes: new Set<string>(),
    expressions: new Set<string>(),
  };
  const counts = {pluginUses: 0};
  const blocks = scriptBlocks(input);
  const plugins = loadedPlugins(input, productId);
  for (const block of blocks) {
    let program: Program;
    try {
      program = parseBlock(block.code);
    } catch (error) {
      const located = error as Error & {loc?: {line: number; column: number}};
      syntaxErrors.push({
        line: (located.loc?.line ?? 1) + block.line - 1,
        column: located.loc?.column ?? 0,
        message: located.message.replace(/\s*\(\d+:\d+\)$/, ''),
      });
      if (!options.tolerant) continue;
      program = parseTolerantly(block.code);
    }
    new BlockAnalysis(model, block, plugins, uses, style, counts).run(program);
  }
  const sorted = (names: Set<string>) => [...names].sort();
  uses.sort((a, b) => a.line - b.line || a.column - b.column);
  return {
    uses,
    pluginUses: counts.pluginUses,
    plugins,
    style: {
      properties: sorted(style.properties),
      layerTypes: sorted(style.layerTypes),
      expressions: sorted(style.expressions),
    },
    syntaxErrors,
    blocks: blocks.length,
  };
}

/** The documented entries a piece of code uses, each once, in order of first use. */
export function usedEntries(analysis: CodeAnalysis): EntryRef[] {
  const seen = new Map<string, EntryRef>();
  for (const use of analysis.uses) {
    if (use.entry && !seen.has(use.entry.key)) seen.set(use.entry.key, use.entry);
  }
  return [...seen.values()];
}
