/**
 * What every tool answers: Markdown text, or an error result (`isError`)
 * whose text says what was wrong and what to do instead. A tool throws
 * `ToolInputError` for input it cannot use; `docsServer.ts` turns that, and any
 * other failure, into an error result, so no input ends the server.
 */
import type {CallToolResult} from '@modelcontextprotocol/server';

import {MAX_TEXT_LENGTH} from './limits';

export class ToolInputError extends Error {}

export function textResult(text: string): CallToolResult {
  return {content: [{type: 'text', text}]};
}

export function errorResult(text: string): CallToolResult {
  return {content: [{type: 'text', text}], isError: true};
}

/**
 * A required text argument, trimmed: refused when empty or longer than
 * `max`, with a message naming the argument.
 */
export function requiredText(
  name: string,
  value: string | undefined,
  max = MAX_TEXT_LENGTH,
): string {
  const text = (value ?? '').trim();
  if (!text) {
    throw new ToolInputError(`\`${name}\` is empty: give ${describeArgument(name)}.`);
  }
  if (text.length > max) {
    throw new ToolInputError(
      `\`${name}\` is too long (${text.length.toLocaleString('en')} characters; at most ${max.toLocaleString('en')}).`,
    );
  }
  return text;
}

/** An optional text argument: undefined when absent or blank, refused when too long. */
export function optionalText(name: string, value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : requiredText(name, value);
}

const ARGUMENT_HINTS: Readonly<Record<string, string>> = {
  query: 'a few words to search for, such as "add a marker" or "flyTo"',
  symbol: 'an API name such as `Map#flyTo`, `flyTo`, `Marker` or `LngLatLike`',
  url_or_path: 'a page of the site, such as `/guides/install/` or its full URL',
  slug: 'an example slug such as `add-a-marker`',
  code: 'JavaScript, or an HTML page with inline scripts',
};

function describeArgument(name: string): string {
  return ARGUMENT_HINTS[name] ?? 'a value';
}
