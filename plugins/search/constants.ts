/**
 * Search constants that do not depend on the environment. The embedded app id
 * and key live with the other settings (src/config/settings.ts), the one
 * place the site's configuration is read from.
 */
import {EMBEDDED_SEARCH_APP_ID} from '../../src/config/settings';

/** Longest query the dialog sends, in characters. */
export const MAX_QUERY_LENGTH = 64;

/** Snippet lengths in words: 10, or 5 on screens up to 768 px. */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

/** The plugin's name, which keys its global data. */
export const PLUGIN_NAME = 'search';

/** Folder of the built index under each locale's base URL. */
export const INDEX_DIRECTORY = 'search-index';

export function isEmbeddedAppId(appId: string): boolean {
  return appId === EMBEDDED_SEARCH_APP_ID;
}
