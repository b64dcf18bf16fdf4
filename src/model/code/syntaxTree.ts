/**
 * The analyser's reading of JavaScript: acorn's tree (acorn-loose's, for code
 * mid-edit) and the few questions every part of it asks of a node, such as
 * the name a member expression reads or the text of a string literal.
 */
import {parse, type Node, type Program} from 'acorn';
import {parse as parseLoosely} from 'acorn-loose';

/** Any node of acorn's tree, its fields read without a type per kind of node. */
export type AnyNode = Node & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A tree for code that parses: as a script, or, failing that, as a module. */
export function parseScript(code: string): Program {
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

export function propertyName(node: AnyNode | null | undefined): string | undefined {
  if (node?.type !== 'MemberExpression' || node.computed) return undefined;
  return node.property.type === 'Identifier' ? (node.property.name as string) : undefined;
}

export function keyName(property: AnyNode): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as AnyNode;
  if (key.type === 'Identifier') return key.name as string;
  return typeof key.value === 'string' ? key.value : undefined;
}

export function stringValue(node: AnyNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

/** The string `type` of an object literal (a source's options), with the node that holds it. */
export function sourceTypeIn(
  options: AnyNode | undefined,
): {type: string; value: AnyNode} | undefined {
  if (options?.type !== 'ObjectExpression') return undefined;
  const property = (options.properties as AnyNode[]).find(
    (candidate) => keyName(candidate) === 'type',
  );
  const type = stringValue(property?.value);
  return type === undefined ? undefined : {type, value: property!.value};
}

export function isFunction(node: AnyNode | null | undefined): boolean {
  return (
    node?.type === 'FunctionExpression' ||
    node?.type === 'ArrowFunctionExpression' ||
    node?.type === 'FunctionDeclaration'
  );
}
