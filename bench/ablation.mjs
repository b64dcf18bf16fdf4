#!/usr/bin/env node
// npm run bench:ablation — what each framework override buys. Builds the site
// once with every override, once with none, and once with each override
// switched off on its own (DOCS_OVERRIDES, see plugins/overrides/switch.ts),
// then measures every build the same way:
// - JavaScript before interaction (bench/bundle.mjs) on the heaviest docs
//   pages, in both locales;
// - Lighthouse's mobile Total Blocking Time, median of RUNS (default 3), on
//   /api/map/ and a guide, in English (bench/lighthouse.mjs).
// Prints one row per build, with each figure's difference from the build
// with every override (a positive difference is what the override saves).
//
// Each build starts without the bundler's persistent cache, which does not
// tell the variants apart, and is kept in .ablation-builds/{variant}/, so
// that MEASURE=tbt measures Lighthouse again on the kept builds alone (Total
// Blocking Time moves with whatever else the machine runs: measure it on a
// quiet machine). MEASURE=bundle builds and measures the JavaScript only.
//
// Environment: VARIANTS (DOCS_OVERRIDES values, `|`-separated; default: all,
// none and -name for each override), RESULTS (a JSON file the figures are
// kept in, so that an interrupted run resumes), RUNS, MEASURE=tbt.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {OVERRIDE_NAMES} = jiti('../plugins/overrides/switch.ts');

const BUNDLE_PATHS = 'api/markers/,api/map/,guides/install/';
const LIGHTHOUSE_PATHS = ['api/map/', 'guides/install/'];
const BUILDS_DIR = '.ablation-builds';
const RESULTS = process.env.RESULTS ?? '.ablation-results.json';

const variants = process.env.VARIANTS
  ? process.env.VARIANTS.split('|')
  : ['all', 'none', ...OVERRIDE_NAMES.map((name) => `-${name}`)];

const results = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};

function run(command, args, env) {
  const result = spawnSync(command, args, {
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** `en API page` → KiB, from bench/bundle.mjs's table. */
function parseBundle(output) {
  const figures = {};
  for (const line of output.split('\n')) {
    const match = /^(en|ja) (\S+)\s+(\d+)/.exec(line);
    if (match) {
      figures[`${match[1]} ${match[2]}`] = Number(match[3]);
    }
  }
  return figures;
}

/** `en /api/map/` → TBT ms, from bench/lighthouse.mjs's table. */
function parseLighthouse(output) {
  const figures = {};
  for (const line of output.split('\n')) {
    const match = /^(en|ja) (\/\S*)\s+\d+\s+(\d+)/.exec(line);
    if (match) {
      figures[`${match[1]} ${match[2]}`] = Number(match[3]);
    }
  }
  return figures;
}

function measureTbt(buildDir) {
  return parseLighthouse(
    run(process.execPath, ['bench/lighthouse.mjs', ...LIGHTHOUSE_PATHS], {
      BUILD_DIR: buildDir,
      LOCALES: 'en',
      CATEGORIES: 'performance',
      RUNS: process.env.RUNS ?? '3',
    }),
  );
}

const tbtOnly = process.env.MEASURE === 'tbt';
for (const variant of variants) {
  const buildDir = join(BUILDS_DIR, variant);
  if (tbtOnly) {
    if (results[variant] && existsSync(buildDir)) {
      results[variant].tbt = measureTbt(buildDir);
      writeFileSync(RESULTS, JSON.stringify(results, null, 2));
      console.error(`[ablation] ${variant}: TBT measured again`);
    }
    continue;
  }
  if (results[variant]) {
    continue;
  }
  const started = Date.now();
  rmSync(buildDir, {recursive: true, force: true});
  rmSync('node_modules/.cache/rspack', {recursive: true, force: true});
  run('npx', ['docusaurus', 'build', '--out-dir', buildDir], {DOCS_OVERRIDES: variant});
  const bundle = parseBundle(
    run(process.execPath, ['bench/bundle.mjs'], {BUILD_DIR: buildDir, PATHS: BUNDLE_PATHS}),
  );
  const tbt = process.env.MEASURE === 'bundle' ? {} : measureTbt(buildDir);
  results[variant] = {bundle, tbt, seconds: Math.round((Date.now() - started) / 1000)};
  writeFileSync(RESULTS, JSON.stringify(results, null, 2));
  console.error(`[ablation] ${variant} measured in ${results[variant].seconds} s`);
}

const base = results.all;
const bundleKeys = Object.keys(base?.bundle ?? {});
const tbtKeys = Object.keys(base?.tbt ?? {});
console.log(
  'JavaScript before interaction (KiB gzip) and Lighthouse mobile TBT (ms, median of 3);',
);
console.log('each cell: the figure, then in brackets how much more than with every override.');
console.log(['build'.padEnd(28), ...bundleKeys, ...tbtKeys.map((key) => `TBT ${key}`)].join(' | '));
for (const variant of variants) {
  const row = results[variant];
  if (!row) {
    continue;
  }
  const cell = (value, baseValue) =>
    value === undefined
      ? '–'
      : `${value} (${value - baseValue >= 0 ? '+' : ''}${value - baseValue})`;
  console.log(
    [
      variant.padEnd(28),
      ...bundleKeys.map((key) => cell(row.bundle[key], base.bundle[key])),
      ...tbtKeys.map((key) => cell(row.tbt[key], base.tbt[key])),
    ].join(' | '),
  );
}
