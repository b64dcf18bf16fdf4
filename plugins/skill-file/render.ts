/**
 * SKILL.md as it is published. The source names the product with the same
 * tokens as the docs, names the MCP server's start command with
 * placeholders filled from its identity (so the skill and the server cannot
 * disagree), and links pages by their path under the site, as MDX does; the
 * published file is read outside the site, so its links become absolute.
 */
import {replaceProductTokens, type ProductTokenValues} from '../../src/config/productTokens';
import {BIN_FILE, NPM_SCRIPT, serverName} from '../mcp-server/identity';

/** The file's name, in the source folder and at the site's root. */
export const SKILL_FILE = 'SKILL.md';

export interface SkillFileValues {
  readonly tokens: ProductTokenValues;
  /** The English site's address with its base URL: `https://docs.mapbox.com/mapbox-gl-js/`. */
  readonly siteUrl: string;
}

/** Fenced code blocks, which keep their text: an assistant copies them as they are. */
const FENCE = /^```[^\n]*\n[\s\S]*?^```$/gm;
const LINK = /\]\(([^)\s]+)\)/g;

/** Runs `change` on the Markdown outside fenced code blocks. */
function outsideCode(markdown: string, change: (prose: string) => string): string {
  let result = '';
  let last = 0;
  for (const fence of markdown.matchAll(FENCE)) {
    result += change(markdown.slice(last, fence.index)) + fence[0];
    last = fence.index + fence[0].length;
  }
  return result + change(markdown.slice(last));
}

export function renderSkillFile(source: string, {tokens, siteUrl}: SkillFileValues): string {
  const placeholders: Record<string, string> = {
    MCP_NAME: serverName(tokens.productId),
    MCP_SCRIPT: NPM_SCRIPT,
    MCP_BIN: BIN_FILE,
  };
  const filled = replaceProductTokens(source, tokens).replace(
    /%([A-Z_]+)%/g,
    (placeholder, name: string) => placeholders[name] ?? placeholder,
  );
  // A misspelt placeholder would reach readers as it is: the build stops instead.
  const left = /%[A-Za-z_]+%/.exec(filled);
  if (left) {
    throw new Error(`${SKILL_FILE}: ${left[0]} is no token or placeholder the renderer knows.`);
  }
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return outsideCode(filled, (prose) =>
    prose.replace(LINK, (link, target: string) =>
      target.startsWith('/') && !target.startsWith('//') ? `](${base}${target.slice(1)})` : link,
    ),
  );
}

/** Every link target of the Markdown, outside code blocks, in order. */
export function skillFileLinks(markdown: string): string[] {
  const links: string[] = [];
  outsideCode(markdown, (prose) => {
    for (const [, target] of prose.matchAll(LINK)) links.push(target!);
    return prose;
  });
  return links;
}

/** The fenced code blocks with their language, for checking each snippet. */
export function skillFileSnippets(
  markdown: string,
): {readonly language: string; readonly code: string; readonly line: number}[] {
  return [...markdown.matchAll(FENCE)].map((fence) => {
    const [opening = '', ...rest] = fence[0].split('\n');
    return {
      language: opening.slice(3).trim(),
      code: rest.slice(0, -1).join('\n'),
      line: markdown.slice(0, fence.index).split('\n').length,
    };
  });
}
