/**
 * `text` as a regular expression that matches it literally. Browser code
 * shares it with build code: `@docusaurus/utils`' `escapeRegexp` does the
 * same but its package reads the file system and cannot go into a page.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
