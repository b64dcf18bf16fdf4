import {join} from 'node:path';
import {build} from 'esbuild';

import type {OfflineWorkerConfig} from '../worker/config';

const ENTRY = join(__dirname, '..', 'worker', 'serviceWorker.ts');

/** The worker and the Workbox modules it uses as one script, its configuration written in. */
export async function bundleServiceWorker(config: OfflineWorkerConfig): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    legalComments: 'none',
    define: {
      __OFFLINE_CONFIG__: JSON.stringify(config),
      'process.env.NODE_ENV': '"production"',
    },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('the service worker bundle is empty');
  return output.text;
}
