/**
 * The names a script declares, each with what its class can be worked out
 * from: the value it is given, the object it is destructured from, the event
 * whose listener it is a parameter of, or the interface method it is a
 * parameter of. Working the classes out is left to `ExpressionClasses`,
 * since one name's class may depend on another's.
 */
import type {Program} from 'acorn';
import {simple} from 'acorn-walk';

import {SOURCE_TYPES} from '../api/sourceTypes';
import {
  isFunction,
  keyName,
  propertyName,
  sourceTypeIn,
  stringValue,
  type AnyNode,
} from './syntaxTree';

/** The methods that take an event's name and its listener. */
export const LISTENERS = new Set(['on', 'once', 'off']);

/** What a declared name's class is worked out from. */
export type BindingSource =
  | {readonly kind: 'value'; readonly node: AnyNode}
  | {readonly kind: 'destructured'; readonly from: AnyNode; readonly key: string}
  | {readonly kind: 'listener'; readonly object: AnyNode; readonly event: string}
  | {readonly kind: 'interface-parameter'; readonly method: string; readonly index: number}
  | {readonly kind: 'unknown'};

/**
 * Every name the program declares, with each source of its value. The source
 * ids it adds (`map.addSource(id, {type})`, a style's `sources`) go into
 * `sourceIds` with the class their type creates, or null where one id is
 * given types of different classes: what `getSource(id)` returns.
 */
export function bindingsOf(
  program: Program,
  sourceIds: Map<string, string | null>,
): Map<string, BindingSource[]> {
  const bindings = new Map<string, BindingSource[]>();
  const add = (name: string, source?: BindingSource) => {
    const list = bindings.get(name) ?? [];
    if (source) list.push(source);
    bindings.set(name, list);
  };
  const unknown: BindingSource = {kind: 'unknown'};
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
  const typedParameters = new Map<AnyNode, (index: number) => BindingSource | undefined>();
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
    const known = sourceIds.has(id) ? sourceIds.get(id) : itemName;
    sourceIds.set(id, known === itemName ? (itemName ?? null) : null);
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
  return bindings;
}
