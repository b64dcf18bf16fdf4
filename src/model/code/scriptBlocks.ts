/**
 * The JavaScript in what `check_code` is given: the code itself, or each
 * inline `<script>` of an HTML page (scripts with `src`, JSON and other
 * non-JavaScript types left out), with the line it starts on, so that every
 * finding names its line in the whole input.
 */

export interface ScriptBlock {
  readonly code: string;
  /** Line of the whole input the block's first character is on, from 1. */
  readonly line: number;
  /** Column of that character, from 0. */
  readonly column: number;
  /** Offset of that character in the whole input. */
  readonly offset: number;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPE =
  /^\s*(?:module|(?:text|application)\/(?:javascript|ecmascript|babel))?\s*$/i;

/** Does the input read as an HTML page or fragment rather than script? */
export function looksLikeHtml(input: string): boolean {
  return /^\s*</.test(input) || /<script\b[^>]*>/i.test(input);
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

function position(input: string, offset: number): {line: number; column: number} {
  const before = input.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return {line: before.split('\n').length, column: offset - lastBreak - 1};
}

export function scriptBlocks(input: string): ScriptBlock[] {
  if (!looksLikeHtml(input)) {
    return [{code: input, line: 1, column: 0, offset: 0}];
  }
  const blocks: ScriptBlock[] = [];
  for (const match of input.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    const code = match[2] ?? '';
    const type = attribute(attributes, 'type');
    if (
      attribute(attributes, 'src') !== undefined ||
      (type !== undefined && !JAVASCRIPT_TYPE.test(type))
    ) {
      continue;
    }
    const start = (match.index ?? 0) + match[0].indexOf('>') + 1;
    blocks.push({code, ...position(input, start), offset: start});
  }
  return blocks;
}

/**
 * The product's plugins an HTML page loads (`<script src=…/mapbox-gl-draw.js>`
 * → `draw`): each may add a class to the library's global (`Compare`) and
 * fire events of its own name on the map (`draw.create`).
 */
export function loadedPlugins(input: string, productId: string): string[] {
  const plugin = new RegExp(`/${productId}-gl-([a-z0-9-]+?)(?:\\.min)?\\.js(?:[?#]|$)`, 'i');
  const names = new Set<string>();
  for (const match of input.matchAll(SCRIPT)) {
    const name = plugin.exec(attribute(match[1] ?? '', 'src') ?? '')?.[1];
    if (name) names.add(name.toLowerCase());
  }
  return [...names];
}
