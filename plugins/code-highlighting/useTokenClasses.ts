import {usePluginData} from '@docusaurus/useGlobalData';

import type {TokenClasses} from './tokenTypes';

/** How code blocks render each token type, as the plugin worked it out at build from the themes. */
export function useTokenClasses(): TokenClasses {
  return (usePluginData('code-highlighting') as {tokenClasses: TokenClasses}).tokenClasses;
}
