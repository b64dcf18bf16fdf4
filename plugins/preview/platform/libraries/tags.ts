/**
 * The tag rewriting of the preview libraries, with nothing from Node: the
 * build makes demo documents with it, and the example editor the document of
 * the code a reader runs.
 */
import {LIBRARY_TABLE, type LibraryEntry} from './table';
import {escapeRegExp} from '../../../../src/lib/escapeRegExp';

/** A URL pattern of the table as a regular expression for a product. */
export function libraryUrlPattern(pattern: string, productId: string): RegExp {
  const tokens: Record<string, string> = {
    '{product}': escapeRegExp(productId),
    '{v}': '[\\w.~^-]+',
    '{@v}': '(?:@[\\w.~^-]+)?',
    '{min}': '(?:\\.min)?',
  };
  const source = pattern
    .split(/(\{product\}|\{v\}|\{@v\}|\{min\})/)
    .map((part) => tokens[part] ?? escapeRegExp(part))
    .join('');
  return new RegExp(`^(?:https?:)?//${source}/?(?:[?#].*)?$`, 'i');
}

/** The table entry a CDN URL stands for, if any. */
export function libraryFor(url: string, productId: string): LibraryEntry | undefined {
  return LIBRARY_TABLE.find((entry) =>
    entry.urls.some((pattern) => libraryUrlPattern(pattern, productId).test(url.trim())),
  );
}

/** `../lib/{file}`: where a demo document (runtime/demo/) finds a library. */
const localPath = (entry: LibraryEntry) => `../lib/${entry.file}`;

const SERVICES_TAG = '<script src="../services.js"></script>';
const ADAPTER_TAG = /<script src="\.\.\/adapter\.js"><\/script>/;

/**
 * In a standalone document (after the library swap), points every script
 * and stylesheet that a known CDN serves to the runtime's own copy, drops
 * their `integrity` (it names the CDN file's bytes), and loads services.js
 * right after the adapter. Other tags stay as they are.
 */
export function rewriteLibraryTags(html: string, productId: string): string {
  const rewritten = html.replace(
    /<(script|link)\b([^>]*?\s)(src|href)\s*=\s*(["'])([^"']*)\4([^>]*)>/gi,
    (
      tag: string,
      name: string,
      before: string,
      attribute: string,
      quote: string,
      url: string,
      after: string,
    ) => {
      const isScriptSrc = name.toLowerCase() === 'script' && attribute.toLowerCase() === 'src';
      const isLinkHref = name.toLowerCase() === 'link' && attribute.toLowerCase() === 'href';
      const entry = (isScriptSrc || isLinkHref) && libraryFor(url, productId);
      if (!entry) {
        return tag;
      }
      const withoutIntegrity = (text: string) =>
        text.replace(/\s+integrity\s*=\s*(["'])[^"']*\1/gi, '');
      return `<${name}${withoutIntegrity(before)}${attribute}=${quote}${localPath(entry)}${quote}${withoutIntegrity(after)}>`;
    },
  );
  if (rewritten.includes(SERVICES_TAG)) {
    return rewritten;
  }
  // On the adapter's line: the document keeps the line numbers of the code
  // a reader edits, so errors point at the right line.
  return rewritten.replace(ADAPTER_TAG, (adapter) => `${adapter} ${SERVICES_TAG}`);
}
