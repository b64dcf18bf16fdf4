import useIsBrowser from '@docusaurus/useIsBrowser';

import {environmentForHostname, type Environment, type HostSet} from '@site/src/config/settings';
import {useSiteSettings} from '@site/src/config/useSiteSettings';

export interface RuntimeHosts {
  readonly environment: Environment;
  readonly hosts: HostSet;
  /**
   * False in static HTML and in the hydration render, where the page cannot
   * know where it is served from and the production hosts stand in. Effects
   * that call a host wait for `true`, so each request goes to the right host
   * once.
   */
  readonly resolved: boolean;
}

/**
 * The hosts of the environment this page is served from: a page on the
 * provider's domain uses the production hosts, anything else (localhost,
 * previews) the development set. The one place the browser decides this,
 * for the session, the account links, the AI widget and the announcement.
 */
export function useRuntimeHosts(): RuntimeHosts {
  const settings = useSiteSettings();
  const isBrowser = useIsBrowser();
  if (!isBrowser) {
    return {environment: 'production', hosts: settings.hosts.production, resolved: false};
  }
  const environment = environmentForHostname(window.location.hostname, settings);
  return {environment, hosts: settings.hosts[environment], resolved: true};
}
