/**
 * `check_code`: every use of the library's API in JavaScript (or an HTML
 * page's inline scripts), parsed with acorn, checked against the API
 * reference the build wrote:
 *
 * - what the library's global names (`new mapboxgl.Marker(`,
 *   `mapboxgl.accessToken`, `mapboxgl.LngLat.convert(`), controls in
 *   `map.addControl(new mapboxgl.NavigationControl())` included;
 * - members used on a variable whose class the code shows: assigned from
 *   `new mapboxgl.Map(…)`, from a method or property the reference types
 *   (`new mapboxgl.Marker().setLngLat(…)` is a Marker, `map.scrollZoom` a
 *   ScrollZoomHandler), or, for a name the code never declares, named as the
 *   reference names instances (`map`, `marker`, `popup`);
 * - event names given to `on`, `once` and `off` of such a variable;
 * - the `type` of a source given to `map.addSource`.
 *
 * A page that loads one of the product's plugins (`mapbox-gl-draw.js`) may
 * use what that plugin adds (`mapboxgl.Compare`, `draw.create` events):
 * those uses are counted as the plugin's, not reported.
 *
 * What the reference does not document is reported with its line and the
 * closest documented name; what it marks legacy (deprecated) is a warning.
 * A variable whose class the code does not show is not checked, so what is
 * reported is known to be wrong.
 */
import {parse, type Expression, type Node, type Program, type Super} from 'acorn';
import {fullAncestor, simple} from 'acorn-walk';

import type {ApiBadge} from '../../../src/model/api/types';
import type {ApiIndex, Item, Member} from './apiIndex';
import {loadedPlugins, scriptBlocks, type ScriptBlock} from './codeSource';
import {nearest} from './suggest';

export type Severity = 'error' | 'warning';

export interface Finding {
  readonly severity: Severity;
  readonly line: number;
  readonly column: number;
  /** The use as written, `map.flyto` or `new mapboxgl.Markerr` (empty for a syntax error). */
  readonly use: string;
  /** What is wrong with the use: `is not a documented member of Map`. */
  readonly message: string;
  /** The closest documented name, written as the use is. */
  readonly suggestion?: string;
}

export interface CodeCheck {
  readonly findings: readonly Finding[];
  /** Uses of the API checked. */
  readonly uses: number;
  readonly blocks: number;
  /** The product's plugins the page loads, and the uses left to them. */
  readonly plugins: readonly string[];
  readonly pluginUses: number;
}

export interface CheckOptions {
  readonly productId: string;
  /** Source `type` strings the reference documents (tool data). */
  readonly sourceTypes: Readonly<Record<string, string | null>>;
}

/**
 * Badges the reference gives an entry that code should not rely on: legacy
 * (deprecated) members. Beta and experimental ones are documented API, which
 * get_api shows with their badges.
 */
const BADGE_WARNINGS: Readonly<Partial<Record<ApiBadge, string>>> = {
  legacy: 'is marked legacy (deprecated) in the reference',
};

const LISTENERS = new Set(['on', 'once', 'off']);

type Typed = Expression | Super;

interface Context {
  readonly index: ApiIndex;
  readonly sourceTypes: Readonly<Record<string, string | null>>;
  readonly block: ScriptBlock;
  readonly plugins: readonly string[];
  /** Declared names: the class of each, or null when the code does not show it. */
  readonly variables: Map<string, string | null>;
  /** Receiver names of the reference (`map`), each naming one class. */
  readonly receivers: ReadonlyMap<string, string>;
  readonly findings: Finding[];
  uses: number;
  pluginUses: number;
}

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

/** Where a node is in the whole input. */
function where(context: Context, node: Node): {line: number; column: number} {
  const start = node.loc?.start ?? {line: 1, column: 0};
  return {
    line: start.line + context.block.line - 1,
    column: start.line === 1 ? start.column + context.block.column : start.column,
  };
}

function report(context: Context, node: Node, finding: Omit<Finding, 'line' | 'column'>): void {
  context.findings.push({...where(context, node), ...finding});
}

function warnBadges(
  context: Context,
  node: Node,
  use: string,
  badges: readonly ApiBadge[] | undefined,
): void {
  for (const badge of badges ?? []) {
    const warning = BADGE_WARNINGS[badge];
    if (warning) {
      report(context, node, {severity: 'warning', use, message: `${warning}.`});
    }
  }
}

function propertyName(node: Node): string | undefined {
  if (node.type !== 'MemberExpression') return undefined;
  const member = node as Node & {
    computed: boolean;
    property: Node & {name?: string; value?: unknown};
  };
  if (!member.computed && member.property.type === 'Identifier') return member.property.name;
  return undefined;
}

function stringValue(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof (node as Node & {value: unknown}).value === 'string') {
    return (node as Node & {value: string}).value;
  }
  if (node.type === 'TemplateLiteral') {
    const template = node as Node & {
      expressions: Node[];
      quasis: {value: {cooked?: string | null}}[];
    };
    return template.expressions.length === 0
      ? (template.quasis[0]?.value.cooked ?? undefined)
      : undefined;
  }
  return undefined;
}

/** The item a type expression of the reference names, `Marker` or `this`, if it is one. */
function itemOfType(context: Context, type: string | undefined, self: string): string | null {
  const name = type?.trim();
  if (!name) return null;
  if (name === 'this') return self;
  return context.index.item(name) ? name : null;
}

function memberOf(
  context: Context,
  itemName: string,
  name: string,
  isStatic: boolean,
): Member | undefined {
  return context.index
    .membersOf(itemName)
    .map(({member}) => member)
    .find(
      (member) =>
        member.kind !== 'event' && member.name === name && Boolean(member.static) === isStatic,
    );
}

/** The class of what an expression evaluates to, when the code shows it. */
function classOf(context: Context, node: Typed): string | null {
  switch (node.type) {
    case 'Identifier': {
      const name = (node as Node & {name: string}).name;
      if (context.variables.has(name)) return context.variables.get(name) ?? null;
      return context.receivers.get(name) ?? null;
    }
    case 'NewExpression': {
      const callee = (node as Node & {callee: Typed}).callee;
      return namespaceItem(context, callee)?.name ?? null;
    }
    case 'ChainExpression':
      return classOf(context, (node as Node & {expression: Typed}).expression);
    case 'CallExpression': {
      const callee = (node as Node & {callee: Typed}).callee;
      const name = propertyName(callee);
      if (callee.type !== 'MemberExpression' || name === undefined) return null;
      const object = (callee as Node & {object: Typed}).object;
      const staticOwner = namespaceItem(context, object);
      const owner = staticOwner?.name ?? classOf(context, object);
      if (!owner) return null;
      const member = memberOf(context, owner, name, Boolean(staticOwner));
      return member?.kind === 'method' ? itemOfType(context, member.returns?.type, owner) : null;
    }
    case 'MemberExpression': {
      const name = propertyName(node);
      if (name === undefined) return null;
      const owner = classOf(context, (node as Node & {object: Typed}).object);
      const member = owner ? memberOf(context, owner, name, false) : undefined;
      return owner && member?.kind === 'property' ? itemOfType(context, member.type, owner) : null;
    }
    default:
      return null;
  }
}

/** `mapboxgl.X` as an item of the reference, when it is one. */
function namespaceItem(context: Context, node: Typed): Item | undefined {
  if (node.type !== 'MemberExpression') return undefined;
  const object = (node as Node & {object: Node & {name?: string}}).object;
  const name = propertyName(node);
  if (
    object.type !== 'Identifier' ||
    object.name !== context.index.namespace ||
    name === undefined
  ) {
    return undefined;
  }
  return context.index.item(name);
}

/** Every declared name, typed where its value shows a class (two rounds: a type may use another). */
function declare(context: Context, program: Program): void {
  const declared = new Set<string>();
  const assigned = new Map<string, Typed[]>();
  const assign = (name: string, value: Typed | null | undefined) => {
    declared.add(name);
    if (value) assigned.set(name, [...(assigned.get(name) ?? []), value]);
  };
  const declarePattern = (pattern: Node | null | undefined) => {
    simple(pattern as Node, {
      Identifier(identifier) {
        declared.add((identifier as Node & {name: string}).name);
      },
    });
  };
  simple(program, {
    VariableDeclarator(node) {
      const {id, init} = node as Node & {id: Node & {name?: string}; init: Typed | null};
      if (id.type === 'Identifier') assign(id.name!, init);
      else declarePattern(id);
    },
    AssignmentExpression(node) {
      const {left, right} = node as Node & {left: Node & {name?: string}; right: Typed};
      if (left.type === 'Identifier') assign(left.name!, right);
    },
    Function(node) {
      const fn = node as Node & {id?: (Node & {name: string}) | null; params: Node[]};
      if (fn.id) declared.add(fn.id.name);
      fn.params.forEach(declarePattern);
    },
    CatchClause(node) {
      declarePattern((node as Node & {param?: Node | null}).param);
    },
    Class(node) {
      const id = (node as Node & {id?: (Node & {name: string}) | null}).id;
      if (id) declared.add(id.name);
    },
    ImportDeclaration(node) {
      for (const specifier of (node as Node & {specifiers: (Node & {local: Node})[]}).specifiers) {
        declarePattern(specifier.local);
      }
    },
  });
  for (const name of declared) context.variables.set(name, null);
  for (let round = 0; round < 2; round++) {
    for (const [name, values] of assigned) {
      const classes = new Set(values.map((value) => classOf(context, value)));
      // A name given values of different classes, or of unknown ones, is not checked.
      context.variables.set(name, classes.size === 1 ? [...classes][0]! : null);
    }
  }
}

/** Longest expression quoted as written in a finding; longer ones are named by their class. */
const MAX_QUOTED = 40;

function ownerText(node: Typed, className: string, context: Context): string {
  const written = context.block.code.slice(node.start, node.end);
  return written.length <= MAX_QUOTED && !written.includes('\n') ? written : `(${className})`;
}

function checkNamespaceMember(context: Context, node: Node, parent: Node | undefined): void {
  const name = propertyName(node);
  const object = (node as Node & {object: Node & {name?: string}}).object;
  if (
    name === undefined ||
    object.type !== 'Identifier' ||
    object.name !== context.index.namespace
  ) {
    return;
  }
  const created =
    parent?.type === 'NewExpression' && (parent as Node & {callee: Node}).callee === node;
  const written = `${created ? 'new ' : ''}${context.index.namespace}.${name}`;
  context.uses++;
  const item = context.index.item(name);
  if (item) {
    warnBadges(context, node, written, item.badges);
    return;
  }
  if (context.plugins.some((plugin) => pluginClass(plugin) === name)) {
    context.uses--;
    context.pluginUses++;
    return;
  }
  const [closest] = nearest(name, context.index.itemNames(), 1);
  report(context, node, {
    severity: 'error',
    use: written,
    message: 'is not in the API reference',
    ...(closest && {suggestion: `${created ? 'new ' : ''}${context.index.namespace}.${closest}`}),
  });
}

function checkMember(context: Context, node: Node, parent: Node | undefined): void {
  const name = propertyName(node);
  if (name === undefined) return;
  const object = (node as Node & {object: Typed}).object;
  const staticOwner = namespaceItem(context, object);
  const owner = staticOwner?.name ?? classOf(context, object);
  if (!owner) return;
  const isTarget =
    parent?.type === 'AssignmentExpression' && (parent as Node & {left: Node}).left === node;
  // Code may keep its own values on an object; only reading or calling names the API.
  if (isTarget) return;
  const prefix = staticOwner
    ? `${context.index.namespace}.${owner}`
    : ownerText(object, owner, context);
  const written = `${prefix}.${name}`;
  context.uses++;
  const member = memberOf(context, owner, name, Boolean(staticOwner));
  if (member) {
    warnBadges(context, node, written, member.badges);
    return;
  }
  const names = context.index
    .membersOf(owner)
    .filter(
      ({member: other}) => other.kind !== 'event' && Boolean(other.static) === Boolean(staticOwner),
    )
    .map(({member: other}) => other.name);
  const [closest] = nearest(name, names, 1);
  report(context, node, {
    severity: 'error',
    use: written,
    message: `is not a documented ${staticOwner ? 'static member' : 'member'} of ${owner}`,
    ...(closest && {suggestion: `${prefix}.${closest}`}),
  });
}

function checkCall(context: Context, node: Node): void {
  const {callee, arguments: args} = node as Node & {callee: Typed; arguments: Node[]};
  const name = propertyName(callee);
  if (callee.type !== 'MemberExpression' || name === undefined) return;
  const object = (callee as Node & {object: Typed}).object;
  const owner = classOf(context, object);
  if (!owner) return;
  if (LISTENERS.has(name)) {
    checkEvent(context, owner, object, name, args[0]);
  }
  if (
    name === 'addSource' &&
    context.index.membersOf(owner).some(({member}) => member.name === 'addSource')
  ) {
    checkSourceType(context, args[1]);
  }
}

function checkEvent(
  context: Context,
  owner: string,
  object: Typed,
  method: string,
  first: Node | undefined,
): void {
  const event = stringValue(first);
  const events = context.index
    .membersOf(owner)
    .filter(({member}) => member.kind === 'event')
    .map(({member}) => member);
  if (event === undefined || !first || events.length === 0) return;
  const written = `${ownerText(object, owner, context)}.${method}('${event}')`;
  context.uses++;
  const found = events.find((member) => member.name === event);
  if (found) {
    warnBadges(context, first, written, found.badges);
    return;
  }
  if (context.plugins.some((plugin) => event.startsWith(`${plugin}.`))) {
    context.uses--;
    context.pluginUses++;
    return;
  }
  const [closest] = nearest(
    event,
    events.map((member) => member.name),
    1,
  );
  report(context, first, {
    severity: 'error',
    use: written,
    message: `names no documented event of ${owner}`,
    ...(closest && {suggestion: `${ownerText(object, owner, context)}.${method}('${closest}')`}),
  });
}

function checkSourceType(context: Context, options: Node | undefined): void {
  if (options?.type !== 'ObjectExpression') return;
  const properties = (
    options as Node & {
      properties: (Node & {key?: Node & {name?: string; value?: unknown}; value?: Node})[];
    }
  ).properties;
  const typeProperty = properties.find(
    (property) =>
      property.type === 'Property' &&
      (property.key?.name === 'type' || property.key?.value === 'type'),
  );
  const type = stringValue(typeProperty?.value);
  if (type === undefined || !typeProperty?.value) return;
  context.uses++;
  const types = Object.keys(context.sourceTypes);
  if (types.includes(type)) {
    const itemName = context.sourceTypes[type];
    const item = itemName ? context.index.item(itemName) : undefined;
    warnBadges(context, typeProperty.value, `type: '${type}'`, item?.badges);
    return;
  }
  const [closest] = nearest(type, types, 1);
  report(context, typeProperty.value, {
    severity: 'error',
    use: `type: '${type}'`,
    message: `is not a source type the reference documents (${types.join(', ')})`,
    ...(closest && {suggestion: `type: '${closest}'`}),
  });
}

/** Receiver names that stand for one class only, for names the code never declares. */
function uniqueReceivers(index: ApiIndex): Map<string, string> {
  const byReceiver = new Map<string, Set<string>>();
  for (const name of index.itemNames()) {
    const item = index.item(name)!;
    if (item.kind !== 'class') continue;
    const receiver = item.receiver ?? `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
    // One-letter names (`e`) are too common to mean the class.
    if (receiver.length < 2 || receiver.includes('.')) continue;
    byReceiver.set(receiver, new Set([...(byReceiver.get(receiver) ?? []), name]));
  }
  return new Map(
    [...byReceiver]
      .filter(([, names]) => names.size === 1)
      .map(([receiver, names]) => [receiver, [...names][0]!]),
  );
}

export function checkCode(input: string, index: ApiIndex, options: CheckOptions): CodeCheck {
  const findings: Finding[] = [];
  const receivers = uniqueReceivers(index);
  const blocks = scriptBlocks(input);
  const plugins = loadedPlugins(input, options.productId);
  let uses = 0;
  let pluginUses = 0;
  for (const block of blocks) {
    const context: Context = {
      index,
      sourceTypes: options.sourceTypes,
      block,
      plugins,
      variables: new Map(),
      receivers,
      findings,
      uses: 0,
      pluginUses: 0,
    };
    let program: Program;
    try {
      program = parseBlock(block.code);
    } catch (error) {
      const located = error as Error & {loc?: {line: number; column: number}};
      const line = (located.loc?.line ?? 1) + block.line - 1;
      findings.push({
        severity: 'error',
        line,
        column: located.loc?.column ?? 0,
        use: '',
        message: `the script does not parse, so it was not checked: ${located.message.replace(/\s*\(\d+:\d+\)$/, '')}`,
      });
      continue;
    }
    declare(context, program);
    fullAncestor(program, (node, _state, ancestors) => {
      const parent = ancestors[ancestors.length - 2];
      if (node.type === 'MemberExpression') {
        checkNamespaceMember(context, node, parent);
        checkMember(context, node, parent);
      } else if (node.type === 'CallExpression') {
        checkCall(context, node);
      }
    });
    uses += context.uses;
    pluginUses += context.pluginUses;
  }
  const seen = new Set<string>();
  const unique = findings.filter((finding) => {
    const key = `${finding.line}:${finding.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  unique.sort((a, b) => a.line - b.line || a.column - b.column);
  return {findings: unique, uses, blocks: blocks.length, plugins, pluginUses};
}

export function formatCheck(check: CodeCheck): string {
  if (check.blocks === 0) {
    return 'No JavaScript found: give JavaScript, or an HTML page with inline <script> code.';
  }
  const problems = check.findings.filter((finding) => finding.severity === 'error');
  const warnings = check.findings.filter((finding) => finding.severity === 'warning');
  const line = (finding: Finding) =>
    `- line ${finding.line}: ${finding.use ? `\`${finding.use}\` ` : ''}${finding.message}` +
    (finding.suggestion ? ` → did you mean \`${finding.suggestion}\`?` : '');
  const blocks: string[] = [
    check.findings.length
      ? `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} and ${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'} (${check.uses} uses of the API checked):`
      : `No problems: ${check.uses} uses of the API checked, all documented.`,
  ];
  if (check.findings.length) blocks.push(check.findings.map(line).join('\n'));
  if (check.pluginUses) {
    blocks.push(
      `${check.pluginUses} more left to the plugins the page loads (${check.plugins.join(', ')}), which the reference does not cover.`,
    );
  }
  return blocks.join('\n\n');
}
