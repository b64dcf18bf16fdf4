/**
 * The docs offline: a service worker at the site's root (Workbox's routing,
 * strategies and expiration, bundled by the build) that keeps visited pages
 * and answers from saved copies, the "Read offline" page that saves,
 * updates and removes a locale's copy and stands in for unsaved pages, and
 * the prompt that offers a new build. The post-build pipeline lists each
 * locale's files and writes the worker (`build/offlineManifest.ts`).
 */
import {join} from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';

import {baseUrlFor, type HostSet, type SiteSettings} from '../../src/config/settings';
import {
  OFFLINE_MANIFEST_FILE,
  OFFLINE_PAGE_PATH,
  SERVICE_WORKER_FILE,
} from './model/offlineManifest';
import {SETTINGS_SCHEMA, optionsValidator} from '../pluginOptions';

// A type alias, not an interface: Docusaurus wants plugin options indexable.
// Used by the post-build pipeline, after each locale's build.
export {writeOfflineFiles} from './build/offlineManifest';

export type OfflinePluginOptions = {
  readonly settings: SiteSettings;
};

/** Checked by Docusaurus before the plugin runs (plugins/pluginOptions.ts). */
export const validateOptions = optionsValidator<OfflinePluginOptions>('offline', {
  settings: SETTINGS_SCHEMA,
});

/** What the page and the prompt need, from the build. */
export interface OfflineGlobalData {
  readonly serviceWorkerUrl: string;
  readonly scope: string;
  readonly manifestUrl: string;
  readonly offlinePageUrl: string;
  readonly locale: string;
}

/** Where the reader's account, feedback and AI answers live: never cached, in any environment. */
export function neverCachedPrefixes(settings: SiteSettings): string[] {
  const hosts: HostSet[] = [settings.hosts.production, settings.hosts.development];
  const prefixes = hosts.flatMap((set) => [set.account, set.feedbackEndpoint, set.aiWidgetScript]);
  return [
    ...new Set(
      prefixes
        .filter((prefix) => prefix !== '')
        .map((prefix) => {
          const url = new URL(prefix);
          // The widget loads more than its script from its host.
          return prefix === url.origin || /\.js$/.test(url.pathname) ? `${url.origin}/` : prefix;
        }),
    ),
  ].sort();
}

export default function offlinePlugin(context: LoadContext, options: unknown): Plugin {
  const {settings} = options as OfflinePluginOptions;
  const siteBase = baseUrlFor(settings);

  return {
    name: 'offline',

    getThemePath() {
      return join(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      const data: OfflineGlobalData = {
        serviceWorkerUrl: `${siteBase}${SERVICE_WORKER_FILE}`,
        scope: siteBase,
        manifestUrl: `${context.baseUrl}${OFFLINE_MANIFEST_FILE}`,
        offlinePageUrl: `${context.baseUrl}${OFFLINE_PAGE_PATH}`,
        locale: context.i18n.currentLocale,
      };
      actions.setGlobalData(data);
      actions.addRoute({
        path: `${context.baseUrl}${OFFLINE_PAGE_PATH}`,
        component: '@theme/OfflinePage',
        exact: true,
      });
    },
  };
}

// The config gives this plugin as a function, whose options check Docusaurus reads from this
// property; its type is generic over any options, this one checks one plugin's.
offlinePlugin.validateOptions = validateOptions as PluginModule['validateOptions'];
