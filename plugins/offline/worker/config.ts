/** What the build tells the service worker (written into its script). */
export interface OfflineWorkerConfig {
  /** Changes with any file of any locale: a new value is a new build to offer. */
  readonly version: string;
  /** The site's base URL, the worker's scope: `/mapbox-gl-js/`. */
  readonly scope: string;
  /**
   * Each locale's base URL, offline page, and the files that page loads
   * (its shell), longest base first. The worker keeps the shell of the
   * locale a reader opens: at its install, and on their first page of
   * another locale.
   */
  readonly locales: readonly {
    readonly locale: string;
    readonly baseUrl: string;
    readonly offlinePage: string;
    readonly shell: readonly string[];
  }[];
  /**
   * URL prefixes never answered from a cache nor stored: the account, the
   * feedback endpoint, the AI widget, the announcement.
   */
  readonly neverCache: readonly string[];
}
