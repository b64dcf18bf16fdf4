#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails if any fails: `node scripts/parallel.mjs typecheck lint:eslint`.
 *
 * The static checks (tsc, ESLint, Prettier, the Japanese lint) each use one
 * core, so on a two-core machine two of them at a time finish in about the
 * time of the longest pair instead of the sum. The MCP server's tests mostly
 * wait on the servers they start, so the stock build runs beside them. Each script's output is held
 * and printed whole when it ends, so two logs never interleave.
 */
import {spawn} from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  process.stderr.write('usage: node scripts/parallel.mjs <npm script>...\n');
  process.exit(2);
}

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1'},
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    let finished = false;
    const finish = (code, error) => {
      if (finished) return;
      finished = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${error ?? `exit ${code}`})`;
      process.stdout.write(`\n── ${name}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    };
    child.on('error', (error) => finish(1, error.message));
    child.on('close', (code, signal) => finish(code ?? 1, signal ?? undefined));
  });
}

const results = await Promise.all(names.map(run));
const failed = names.filter((_, index) => !results[index]);
if (failed.length > 0) {
  process.stderr.write(`\nFailed: ${failed.join(', ')}\n`);
  process.exit(1);
}
