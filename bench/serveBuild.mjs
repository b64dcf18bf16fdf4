// The built site behind the compressing static server, for the benchmarks
// that load pages: SITE_URL when a server already runs, else one started on
// `port` and stopped by the caller.
import {spawn} from 'node:child_process';
import {setTimeout as delay} from 'node:timers/promises';

export async function serveBuild(port) {
  if (process.env.SITE_URL) {
    return {url: process.env.SITE_URL, stop: () => undefined};
  }
  const server = spawn(process.execPath, ['scripts/static-server.mjs'], {
    env: {...process.env, PORT: String(port)},
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/${process.env.PRODUCT_ID ?? 'mapbox'}-gl-js/`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return {url, stop: () => server.kill()};
      }
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  server.kill();
  throw new Error('The static server did not start: run npm run build first.');
}
