/**
 * The class of what an expression evaluates to, as far as the code shows it:
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
 * A variable whose class the code does not show has none, so that the uses
 * on it are not judged.
 */
import type {Program} from 'acorn';

import type {ApiModel} from '../api/apiModel';
import {bindingsOf, type BindingSource} from './bindings';
import {propertyName, stringValue, type AnyNode} from './syntaxTree';

export class ExpressionClasses {
  /** Declared names: the class of each, or null when the code does not show it. */
  private readonly variables = new Map<string, string | null>();
  /** Source ids the code adds, with the class their `type` creates: what `getSource(id)` returns. */
  private readonly sourceIds = new Map<string, string | null>();

  constructor(private readonly model: ApiModel) {}

  /**
   * Every declared name typed, where the code shows its class: what `classOf`
   * needs before the uses are read. In rounds, since a name's class may come
   * from another's.
   */
  declare(program: Program): this {
    const bindings = bindingsOf(program, this.sourceIds);
    for (const name of bindings.keys()) this.variables.set(name, null);
    for (let round = 0; round < 3; round++) {
      for (const [name, list] of bindings) {
        const classes = new Set(list.map((source) => this.sourceClass(source)));
        // A name given values of different classes, or of unknown ones, is not judged.
        this.variables.set(name, classes.size === 1 ? [...classes][0]! : null);
      }
    }
    return this;
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

  private sourceClass(source: BindingSource): string | null {
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
}
