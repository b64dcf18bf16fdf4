/**
 * Stands in for the core's base-URL banner when the site turns it off
 * (`baseUrlIssueBanner: false`): the original still ships its detection
 * code and strings in every page's main bundle only to render nothing.
 * The site's own `ScriptFailureNotice` explains a wrong base URL instead.
 */
export default function MaybeBaseUrlIssueBanner(): null {
  return null;
}
