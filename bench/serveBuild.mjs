// The built site behind the compressing static server, for the benchmarks
// that load pages: SITE_URL when a server already runs, else one started on
// `port` and stopped by the caller.
//
// Pages are opened as the production docs host (for example
// http://docs.mapbox.com/mapbox-gl-js/), which Chromium resolves to the local
// server: the site decides from the hostname which account and console hosts
// its code samples name, and on any other host it rewrites them after
// hydration, work a reader never pays for. Every other hostname is left
// unresolved, so nothing leaves the machine (a session request that fails
// means signed out, as the account host's answer to a reader without a
// session does). BENCH_HOST=local measures the server's own address instead.
import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {setTimeout as delay} from 'node:timers/promises';

import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {baseUrlFor, resolveSettings} = jiti('../src/config/settings.ts');

export async function serveBuild(port) {
  const settings = resolveSettings(process.env);
  const basePath = baseUrlFor(settings);
  let local;
  let stop = () => undefined;
  if (process.env.SITE_URL) {
    local = new URL(process.env.SITE_URL);
  } else {
    const server = spawn(process.execPath, ['scripts/static-server.mjs'], {
      env: {...process.env, PORT: String(port)},
      stdio: 'ignore',
    });
    stop = () => server.kill();
    local = new URL(`http://127.0.0.1:${port}${basePath}`);
    await waitUntilServing(local, server);
  }
  if (process.env.BENCH_HOST === 'local') {
    return {url: local.href, chromiumArgs: [], stop};
  }
  const docsHost = new URL(settings.hosts.production.docs).hostname;
  return {
    url: `http://${docsHost}${basePath}`,
    chromiumArgs: [`--host-resolver-rules=MAP ${docsHost} ${local.host}, MAP * ~NOTFOUND`],
    stop,
  };
}

async function waitUntilServing(url, server) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  server.kill();
  throw new Error('The static server did not start: run npm run build first.');
}
