#!/usr/bin/env node
// Runs the docs together with the local account service, so that sign-in
// works from the first page:
//   node scripts/launch.mjs start [docusaurus start options]   (npm start, npm run start:ja)
//   node scripts/launch.mjs serve                              (npm run serve: the built site)
// One Ctrl-C stops both. When the account service's port is taken, the docs
// still start and the reader is told that they will be signed out.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const {resolveSettings} = createJiti(fileURLToPath(import.meta.url))(
  join(here, '../src/config/settings.ts'),
);
const accountOrigin = new URL(resolveSettings(process.env).hosts.development.account).origin;
/** Exit status of scripts/account-service/server.mjs when its port is taken. */
const PORT_TAKEN_STATUS = 98;

const [mode = 'start', ...args] = process.argv.slice(2);
const children = new Set();
let stopping = false;

function run(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, {stdio: 'inherit', ...options});
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function stopAll(signal = 'SIGTERM') {
  stopping = true;
  for (const child of children) {
    child.kill(signal);
  }
}

/** True when the account service (ours) already answers on its port. */
async function accountServiceRunning() {
  try {
    const response = await fetch(`${accountOrigin}/healthz`, {signal: AbortSignal.timeout(1000)});
    return response.ok && (await response.text()) === 'ok';
  } catch {
    return false;
  }
}

async function startAccountService() {
  if (await accountServiceRunning()) {
    console.log(`[launch] The account service is already running at ${accountOrigin}.`);
    return;
  }
  const child = run(process.execPath, [join(here, 'account-service/server.mjs')]);
  let exited = false;
  child.on('exit', (code) => {
    exited = true;
    if (stopping) {
      return;
    }
    const reason =
      code === PORT_TAKEN_STATUS
        ? `${accountOrigin} is taken by another program`
        : `it stopped (exit status ${code})`;
    console.warn(
      `\n[launch] The local account service is not running: ${reason}.\n` +
        '[launch] The docs keep running, signed out: Sign in will not work until the port is free ' +
        'and you restart, or until you run `npm run account` yourself.\n',
    );
  });
  // The first page asks for the session at once: start the docs once the
  // service answers (or has given up), not before.
  const deadline = Date.now() + 10_000;
  while (!exited && Date.now() < deadline && !(await accountServiceRunning())) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function docsCommand() {
  if (mode === 'serve') {
    return [process.execPath, [join(here, 'static-server.mjs'), ...args]];
  }
  const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs');
  return [process.execPath, [docusaurus, 'start', ...args]];
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

await startAccountService();
const [command, commandArgs] = docsCommand();
const docs = run(command, commandArgs);
docs.on('exit', (code, signal) => {
  stopAll();
  process.exitCode = code ?? (signal ? 1 : 0);
});
