import {join} from 'node:path';

import {bundleBrowserScript} from '../../browserScript';
import type {OfflineWorkerConfig} from '../worker/config';

const ENTRY = join(__dirname, '..', 'worker', 'serviceWorker.ts');

/** The worker and the Workbox modules it uses as one script, its configuration written in. */
export async function bundleServiceWorker(config: OfflineWorkerConfig): Promise<string> {
  return bundleBrowserScript(ENTRY, {
    format: 'iife',
    minify: true,
    define: {
      __OFFLINE_CONFIG__: JSON.stringify(config),
      'process.env.NODE_ENV': '"production"',
    },
  });
}
