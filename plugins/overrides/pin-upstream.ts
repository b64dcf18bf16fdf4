/**
 * `npm run overrides:pin` — writes upstream-hashes.json: the SHA-256 of every
 * installed file an override swaps or builds on. Run it after re-checking
 * each override that `tests/unit/overrides.test.ts` names.
 */
import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

import {OVERRIDES} from './index';
import {upstreamFiles} from './override';
import {privateReadFiles} from './private-reads/upstream';

const ROOT = join(__dirname, '..', '..');

export function upstreamHash(file: string): string {
  return createHash('sha256')
    .update(readFileSync(join(ROOT, 'node_modules', file)))
    .digest('hex');
}

const PIN_FILE = join(__dirname, 'upstream-hashes.json');

if (process.argv[1]?.endsWith('pin-upstream.ts')) {
  const files = [...new Set([...OVERRIDES.flatMap(upstreamFiles), ...privateReadFiles()])].sort();
  const pins = Object.fromEntries(files.map((file) => [file, upstreamHash(file)]));
  writeFileSync(PIN_FILE, `${JSON.stringify(pins, null, 2)}\n`);
  console.log(`pinned ${files.length} upstream files in ${PIN_FILE}`);
}
