/** The Japanese pages: every MDX file of the Japanese docs. */
import {readdirSync, type Dirent} from 'node:fs';
import {join, relative} from 'node:path';

export const JAPANESE_DOCS = 'i18n/ja/docusaurus-plugin-content-docs/current';

export function japanesePages(siteDir: string): string[] {
  const entries: Dirent[] = readdirSync(join(siteDir, JAPANESE_DOCS), {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)))
    .sort();
}
