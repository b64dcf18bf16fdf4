/**
 * What the translation status costs a build: `translationReport` (every
 * unit's English read and fingerprinted, the UI strings extracted from the
 * code, the records read) in a fresh process, as a cold build's plugin runs
 * it, then again in the same process, as the second locale and the dev
 * server's reloads run it; and the Japanese API pages' entry marks. Prints
 * medians of ROUNDS fresh processes and the unit counts by kind and status.
 *
 *   npm run bench:translations   (ROUNDS to change the count, default 3)
 */
import {execFileSync} from 'node:child_process';
import {join} from 'node:path';

import {loadApiPages} from '../src/model/api/entries';
import {englishBaseUrlOf, entryMarks} from '../plugins/translations/core/marks';
import {countsByKind, countsOf, translationReport} from '../plugins/translations/core/status';

const ROOT = join(__dirname, '..');
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measureHere(): Promise<{cold: number; warm: number; marks: number}> {
  let start = performance.now();
  const report = await translationReport(ROOT);
  const cold = performance.now() - start;
  start = performance.now();
  await translationReport(ROOT);
  const warm = performance.now() - start;
  start = performance.now();
  const base = englishBaseUrlOf({
    defaultLocale: 'en',
    localeConfigs: {en: {baseUrl: '/mapbox-gl-js/'}},
  } as never);
  for (const page of loadApiPages(ROOT)) entryMarks(ROOT, page, base);
  const marks = performance.now() - start;
  if (process.env.BENCH_CHILD) {
    process.stdout.write(JSON.stringify({cold, warm, marks}));
  } else {
    console.log(
      `units: ${report.statuses.length}`,
      countsByKind(report.statuses),
      countsOf(report.statuses),
    );
  }
  return {cold, warm, marks};
}

async function main(): Promise<void> {
  if (process.env.BENCH_CHILD) {
    await measureHere();
    return;
  }
  await measureHere();
  const runs = Array.from(
    {length: ROUNDS},
    () =>
      JSON.parse(
        execFileSync(process.execPath, [join(ROOT, 'node_modules/.bin/jiti'), __filename], {
          cwd: ROOT,
          env: {...process.env, BENCH_CHILD: '1'},
          encoding: 'utf8',
        }),
      ) as {cold: number; warm: number; marks: number},
  );
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    `status in a fresh process (a cold build): median ${ms(median(runs.map((run) => run.cold)))} of ${ROUNDS}`,
  );
  console.log(
    `status again in the same process (second locale, dev reload): median ${ms(median(runs.map((run) => run.warm)))}`,
  );
  console.log(
    `entry marks of the seven API pages: median ${ms(median(runs.map((run) => run.marks)))}`,
  );
}

void main();
