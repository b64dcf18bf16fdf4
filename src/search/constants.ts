/**
 * Search constants that do not depend on the environment. The embedded app id
 * and key are defined with the other settings (src/config/settings.ts).
 */
import {EMBEDDED_SEARCH_APP_ID} from '../config/settings';

export {
  EMBEDDED_SEARCH_APP_ID as EMBEDDED_APP_ID,
  EMBEDDED_SEARCH_API_KEY as EMBEDDED_API_KEY,
} from '../config/settings';

/** Longest query the dialog sends (spec: 64 characters). */
export const MAX_QUERY_LENGTH = 64;

/** Snippet lengths in words (spec: 10, or 5 on screens up to 768 px). */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';

export function isEmbeddedAppId(appId: string): boolean {
  return appId === EMBEDDED_SEARCH_APP_ID;
}
