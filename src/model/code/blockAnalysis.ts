/**
 * The uses of the API in one script block, each with its line (in the whole
 * input), as written, and the entry it names; a use the reference does not
 * document gets the closest documented name. A use on a value whose class the
 * code does not show is not recorded, so what is recorded as undocumented is
 * known to be so. Also collects the style names the block writes.
 */
import type {Program} from 'acorn';
import {fullAncestor} from 'acorn-walk';

import {nearest} from '../../lib/nearest';
import type {ApiModel} from '../api/apiModel';
import {SOURCE_TYPES} from '../api/sourceTypes';
import type {ApiUse, ApiUseKind} from './analysisReport';
import {LISTENERS} from './bindings';
import {ExpressionClasses} from './expressionClasses';
import type {ScriptBlock} from './scriptBlocks';
import {keyName, propertyName, sourceTypeIn, stringValue, type AnyNode} from './syntaxTree';

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

export class BlockAnalysis {
  private readonly classes: ExpressionClasses;

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
  ) {
    this.classes = new ExpressionClasses(model);
  }

  /** Records the block's uses and style names. */
  run(program: Program): void {
    this.classes.declare(program);
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

  // ---- where a use is

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
    const staticOwner = this.classes.namespaceItem(node.object);
    const owner = staticOwner ?? this.classes.classOf(node.object);
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
    const owner = this.classes.classOf(from);
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
    const owner = this.classes.classOf(object);
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
    const owner = this.classes.namespaceItem(node.callee);
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
