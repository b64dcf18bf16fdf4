/**
 * What a reader is typing at a place in code, for an editor's completions:
 * a member after `map.` (or after anything whose class the analyser knows),
 * an item after `mapboxgl.` or `new mapboxgl.`, an event name inside
 * `map.on('…`, an option key inside `new mapboxgl.Map({…})`. The code is
 * read as acorn-loose repairs it, since it rarely parses mid-word, and the
 * classes come from the same analyser `check_code` runs.
 */
import type {Node, Program} from 'acorn';
import {fullAncestor} from 'acorn-walk';

import type {ApiBadge} from '../api/types';
import type {ApiModel} from '../api/apiModel';
import {ExpressionClasses} from './expressionClasses';
import {scriptBlocks} from './scriptBlocks';
import {parseTolerantly} from './syntaxTree';

export type CursorContext =
  | {readonly kind: 'namespace'; readonly created: boolean; readonly from: number}
  | {
      readonly kind: 'member';
      readonly owner: string;
      readonly isStatic: boolean;
      readonly from: number;
    }
  | {readonly kind: 'event'; readonly owner: string; readonly from: number}
  | {readonly kind: 'option'; readonly owner: string; readonly from: number};

export type CompletionKind =
  'class' | 'function' | 'property' | 'method' | 'event' | 'option' | 'field' | 'type';

/** One name an editor may offer, keyed as the reference keys its entry. */
export interface CompletionName {
  readonly name: string;
  readonly kind: CompletionKind;
  /** `Map#flyTo`, `Map.event:click`, `Map.param:options.center`, `Marker`. */
  readonly key: string;
  readonly badges?: readonly ApiBadge[];
}

type AnyNode = Node & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const LISTENERS = new Set(['on', 'once', 'off']);
const WORD_BEFORE = /[A-Za-z_$][\w$]*$/;

/** The nodes around a place, outermost first, deepest last. */
function nodesAround(program: Node, at: number): AnyNode[] {
  let deepest: AnyNode[] = [];
  fullAncestor(program, (node, _state, ancestors) => {
    if (node.start <= at && at <= node.end && ancestors.length > deepest.length) {
      if ((ancestors as AnyNode[]).every((outer) => outer.start <= at && at <= outer.end)) {
        deepest = [...ancestors] as AnyNode[];
      }
    }
  });
  return deepest;
}

function isQuoted(node: AnyNode): boolean {
  return (
    (node.type === 'Literal' && typeof node.value === 'string') ||
    (node.type === 'TemplateLiteral' && node.expressions.length === 0)
  );
}

/** The context at `offset` of the input (JavaScript, or an HTML page's inline scripts). */
export function cursorContext(
  input: string,
  offset: number,
  model: ApiModel,
): CursorContext | null {
  const block = scriptBlocks(input).find(
    (candidate) => candidate.offset <= offset && offset <= candidate.offset + candidate.code.length,
  );
  if (!block) return null;
  const at = offset - block.offset;
  const code = block.code;
  const word = WORD_BEFORE.exec(code.slice(Math.max(0, at - 200), at))?.[0] ?? '';
  const wordStart = at - word.length;
  let program: Program;
  try {
    program = parseTolerantly(code);
  } catch {
    return null;
  }
  const scope = new ExpressionClasses(model).declare(program);
  const absolute = (local: number) => block.offset + local;
  const around = nodesAround(program, at);

  // Inside quotes: an event name of `on`, `once` or `off`.
  const innermost = around[around.length - 1];
  if (innermost && isQuoted(innermost) && innermost.start < at && at < innermost.end) {
    const call = around[around.length - 2];
    const method =
      call?.type === 'CallExpression' && call.arguments[0] === innermost
        ? call.callee.type === 'MemberExpression' && !call.callee.computed
          ? (call.callee.property.name as string | undefined)
          : undefined
        : undefined;
    if (!method || !LISTENERS.has(method)) return null;
    const owner = scope.classOf(call!.callee.object);
    return owner && model.events(owner).length
      ? {kind: 'event', owner, from: absolute(innermost.start + 1)}
      : null;
  }

  // After a dot: the member expression whose object ends just before it.
  const beforeWord = code.slice(0, wordStart);
  const dot = /\??\.\s*$/.exec(beforeWord);
  if (dot) {
    const dotAt = dot.index;
    let object: AnyNode | undefined;
    let parent: AnyNode | undefined;
    fullAncestor(program, (node, _state, ancestors) => {
      const any = node as AnyNode;
      if (any.type !== 'MemberExpression' || any.computed) return;
      if (any.object.end > dotAt || !/^\s*$/.test(code.slice(any.object.end, dotAt))) return;
      if (!object || any.object.end - any.object.start > object.end - object.start) {
        object = any.object;
        parent = ancestors[ancestors.length - 2] as AnyNode | undefined;
        if (parent?.type !== 'NewExpression') parent = undefined;
      }
    });
    if (!object) return null;
    const from = absolute(wordStart);
    if (object.type === 'Identifier' && object.name === model.namespace) {
      const created = /\bnew\s+$/.test(code.slice(0, object.start));
      return {kind: 'namespace', created: created || Boolean(parent), from};
    }
    const item = scope.namespaceItem(object);
    if (item) return {kind: 'member', owner: item, isStatic: true, from};
    const owner = scope.classOf(object);
    return owner ? {kind: 'member', owner, isStatic: false, from} : null;
  }

  // A key of the options object a constructor is given.
  if (!/[{,]\s*$/.test(beforeWord)) return null;
  for (let index = around.length - 1; index > 0; index--) {
    const node = around[index]!;
    if (node.type !== 'ObjectExpression') continue;
    const parentNode = around[index - 1]!;
    if (parentNode.type !== 'NewExpression' || !parentNode.arguments.includes(node)) return null;
    const owner = scope.namespaceItem(parentNode.callee);
    return owner && model.item(owner)?.params?.some((param) => param.name.startsWith('options.'))
      ? {kind: 'option', owner, from: absolute(wordStart)}
      : null;
  }
  return null;
}

/** The names the reference documents for a context, in the reference's order. */
export function completionNames(context: CursorContext, model: ApiModel): CompletionName[] {
  switch (context.kind) {
    case 'namespace':
      return model.itemNames().flatMap((name): CompletionName[] => {
        const item = model.item(name)!;
        const constructed = item.kind === 'class' && !!item.params?.length && !item.createdBy;
        if (context.created ? !constructed : !['class', 'function', 'property'].includes(item.kind))
          return [];
        const kind: CompletionKind =
          item.kind === 'function' ? 'function' : item.kind === 'property' ? 'property' : 'class';
        return [{name, kind, key: name, ...(item.badges && {badges: item.badges})}];
      });
    case 'member': {
      const members = model
        .membersOf(context.owner)
        .filter(
          ({member}) => member.kind !== 'event' && Boolean(member.static) === context.isStatic,
        )
        .map(({member, entry}) => ({
          name: member.name,
          kind: member.kind as CompletionKind,
          key: entry.key,
          ...(entry.badges && {badges: entry.badges}),
        }));
      const fields = context.isStatic
        ? []
        : model.fieldNames(context.owner).flatMap((name): CompletionName[] => {
            const field = model.field(context.owner, name);
            return field
              ? [
                  {
                    name,
                    kind: 'field',
                    key: field.entry.key,
                    ...(field.entry.badges && {badges: field.entry.badges}),
                  },
                ]
              : [];
          });
      return [...members, ...fields];
    }
    case 'event':
      return model.events(context.owner).map(({member, entry}) => ({
        name: member.name,
        kind: 'event',
        key: entry.key,
        ...(entry.badges && {badges: entry.badges}),
      }));
    case 'option':
      return (model.item(context.owner)?.params ?? []).flatMap((param): CompletionName[] => {
        const name = /^options\.([^.]+)$/.exec(param.name)?.[1];
        const option = name ? model.option(context.owner, name) : undefined;
        return option && name
          ? [
              {
                name,
                kind: 'option',
                key: option.entry.key,
                ...(param.badges && {badges: param.badges}),
              },
            ]
          : [];
      });
  }
}
