import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

import {replaceTokensDeep} from '../../src/config/productTokens';
import {resolveSettings} from '../../src/config/settings';

interface Meta {
  title: {en: string; ja: string};
  live: boolean;
  codeText?: {en: string; ja: string}[];
}

const EXAMPLE_DIR = join(__dirname, '..', '..', 'example');

/** Every example in `example/`, its meta's product tokens replaced as the build replaces them. */
export const EXAMPLES = readdirSync(EXAMPLE_DIR, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    slug: entry.name,
    meta: replaceTokensDeep(
      JSON.parse(readFileSync(join(EXAMPLE_DIR, entry.name, 'meta.json'), 'utf8')) as Meta,
      resolveSettings(process.env),
    ),
  }));
