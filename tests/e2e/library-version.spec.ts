import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test} from '@playwright/test';

import {DEFAULT_LIBRARY_VERSION} from '../../src/config/settings';
import {BUILD_DIR} from '../support/stock';

/**
 * The built site names the release the docs describe and no pre-release:
 * every page, Markdown twin, llms.txt and the MCP server's tool data, in
 * both locales. Reads the files; no browser.
 */

const READ = /\.(html|md|txt)$|[\\/]tool-data[\\/]docs\.json$/;
/** A library version with a pre-release part, as code and prose write it: `v3.17.0-beta.1`, `@3.18.0-rc.2`. */
const PRE_RELEASE = /\b\d+\.\d+\.\d+-(?:alpha|beta|rc|pre|next|dev)\b[.\d]*/i;

function builtFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => READ.test(file) && !file.includes(`${join('example-runtime')}`));
}

test('no built page, twin, llms.txt or tool data names a pre-release of the library', () => {
  const files = builtFiles(BUILD_DIR);
  expect(files.length).toBeGreaterThan(300);
  const found = files.flatMap((file) => {
    const match = PRE_RELEASE.exec(readFileSync(file, 'utf8'));
    return match ? [`${file.slice(BUILD_DIR.length + 1)}: ${match[0]}`] : [];
  });
  expect(found).toEqual([]);
});

test('the install guide and an example page name the release the docs describe', () => {
  for (const locale of ['', 'ja']) {
    const guide = readFileSync(join(BUILD_DIR, locale, 'guides', 'install', 'index.html'), 'utf8');
    expect(guide).toContain(`v${DEFAULT_LIBRARY_VERSION}/`);
    const example = readFileSync(join(BUILD_DIR, locale, 'example', 'cluster', 'index.md'), 'utf8');
    expect(example).toContain(`v${DEFAULT_LIBRARY_VERSION}/`);
  }
});
