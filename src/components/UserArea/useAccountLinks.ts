import {useHosts} from '@site/src/config/useSiteSettings';

/** Console pages the user area links to, on the hosts of this environment. */
export function useAccountLinks(): {consoleUrl: string; accessTokensUrl: string} {
  const {console: consoleHost} = useHosts();
  return {
    consoleUrl: `${consoleHost}/`,
    accessTokensUrl: `${consoleHost}/account/access-tokens/`,
  };
}
