/**
 * The one source of truth for product identity, hosts, public tokens and
 * search credentials. Plain TypeScript with no Docusaurus imports, so that
 * docusaurus.config.ts, local plugins, tests and React components share it.
 *
 * Values are resolved once at build time from environment variables
 * (see CONTRIBUTING.md, "Environment variables"); components read the resolved values
 * through `customFields.settings` (src/config/useSiteSettings.ts) because the
 * browser bundle has no `process.env`.
 */

/** Hosts the site talks to; one set per environment. */
export interface HostSet {
  /** Documentation site origin, e.g. https://docs.mapbox.com */
  readonly docs: string;
  /** Account site origin: sign in / sign up / session API. */
  readonly account: string;
  /** Console origin: access tokens and account pages. */
  readonly console: string;
  /** Script URL of the AI question-and-answer widget; empty loads nothing. */
  readonly aiWidgetScript: string;
  /**
   * URL the "Was this page helpful?" answers are POSTed to as JSON; empty
   * sends them to the analytics sink only.
   */
  readonly feedbackEndpoint: string;
}

export interface SiteSettings {
  /** Lower-case product id used in URLs, package names and the search index. */
  readonly productId: string;
  /** Display name, e.g. "Mapbox". */
  readonly productName: string;
  /** Library version the docs describe. */
  readonly libraryVersion: string;
  /** Hostnames ending in this domain are production; anything else is development. */
  readonly providerDomain: string;
  /** Provider home page linked from the header logo. */
  readonly providerHomepage: string;
  readonly hosts: {
    readonly production: HostSet;
    readonly development: HostSet;
  };
  /**
   * `production` for the build the deploy workflow publishes to the
   * production host: its security policy then admits the production hosts
   * only, not the local development stand-ins. `any` (the default) serves
   * both, the hostname deciding at run time.
   */
  readonly deployTarget: 'production' | 'any';
  /** Staging documentation host, for previews of unreleased docs. */
  readonly stagingHost: string;
  /** The two public map tokens embedded in the site (production and staging). */
  readonly publicTokens: {
    readonly production: string;
    readonly staging: string;
  };
  /** Site-wide switch for the AI widget (pages can also hide it in front matter). */
  readonly aiWidgetEnabled: boolean;
  readonly search: {
    /** Empty when no hosted search service is configured. */
    readonly appId: string;
    readonly apiKey: string;
    readonly indexName: string;
    /** Most hits shown per top-level section in the dialog (5 unless configured). */
    readonly maxResultsPerGroup: number;
    /** Hit URLs matching this regular expression open as full page loads; empty for none. */
    readonly externalUrlRegex: string;
    /**
     * Where the no-results screen's "Let us know." link goes: the docs'
     * feedback channel, with `{query}` replaced by the query; empty (set to
     * `off`) hides it.
     */
    readonly missingResultsUrl: string;
  };
}

export type Environment = 'production' | 'development';

type Env = Readonly<Record<string, string | undefined>>;

/** Version of the library these docs describe: the `%VERSION%` token in pages and code, and the home page. */
export const DEFAULT_LIBRARY_VERSION = '3.32.0';

function pick(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function stripTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = pick(env, name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} "${raw}" must be a positive integer.`);
  }
  return value;
}

/** A value set to "off" switches its feature off (an empty value means "use the default"). */
function offOr(value: string): string {
  return value.toLowerCase() === 'off' ? '' : value;
}

const PRODUCT_ID_PATTERN = /^[a-z][a-z0-9-]*$/;

/**
 * Builds the settings from an environment map (normally `process.env`).
 * Throws on a product id that cannot form a URL path segment, so a typo
 * fails the build instead of producing a broken base URL.
 */
export function resolveSettings(env: Env = {}): SiteSettings {
  const productId = pick(env, 'PRODUCT_ID', 'mapbox').toLowerCase();
  if (!PRODUCT_ID_PATTERN.test(productId)) {
    throw new Error(
      `PRODUCT_ID "${productId}" must start with a letter and contain only a-z, 0-9 and "-".`,
    );
  }
  const productName = pick(env, 'PRODUCT_NAME', capitalise(productId));
  const providerDomain = pick(env, 'PROVIDER_DOMAIN', `${productId}.com`);
  const devDocs = stripTrailingSlash(pick(env, 'DEV_DOCS_HOST', 'http://localhost:3000'));
  const devAccount = stripTrailingSlash(pick(env, 'DEV_ACCOUNT_HOST', 'http://localhost:3031'));
  const deployTarget = pick(env, 'DEPLOY_TARGET', 'any');
  if (deployTarget !== 'production' && deployTarget !== 'any') {
    throw new Error(`DEPLOY_TARGET "${deployTarget}" must be "production" or "any".`);
  }

  return {
    productId,
    productName,
    libraryVersion: pick(env, 'LIBRARY_VERSION', DEFAULT_LIBRARY_VERSION),
    providerDomain,
    providerHomepage: pick(env, 'PROVIDER_HOMEPAGE', `https://www.${providerDomain}/`),
    hosts: {
      production: {
        docs: stripTrailingSlash(pick(env, 'DOCS_HOST', `https://docs.${providerDomain}`)),
        account: stripTrailingSlash(pick(env, 'ACCOUNT_HOST', `https://account.${providerDomain}`)),
        console: stripTrailingSlash(pick(env, 'CONSOLE_HOST', `https://console.${providerDomain}`)),
        aiWidgetScript: pick(env, 'AI_WIDGET_SCRIPT_URL', ''),
        feedbackEndpoint: pick(env, 'FEEDBACK_ENDPOINT', ''),
      },
      development: {
        docs: devDocs,
        account: devAccount,
        console: stripTrailingSlash(pick(env, 'DEV_CONSOLE_HOST', `${devAccount}/console`)),
        // The local account service (npm run account) serves a stand-in widget.
        aiWidgetScript: pick(env, 'DEV_AI_WIDGET_SCRIPT_URL', `${devAccount}/ai-widget.js`),
        // ... and records page feedback, so the whole round trip runs offline.
        feedbackEndpoint: offOr(pick(env, 'DEV_FEEDBACK_ENDPOINT', `${devAccount}/api/feedback`)),
      },
    },
    deployTarget,
    stagingHost: stripTrailingSlash(
      pick(env, 'STAGING_HOST', `https://docs-staging.${providerDomain}`),
    ),
    publicTokens: {
      production: pick(env, 'PUBLIC_TOKEN', `pk.docs-${productId}-public-token`),
      staging: pick(env, 'PUBLIC_TOKEN_STAGING', `pk.docs-${productId}-staging-token`),
    },
    aiWidgetEnabled: !['off', 'false', '0'].includes(pick(env, 'AI_WIDGET', 'on').toLowerCase()),
    search: {
      appId: pick(env, 'SEARCH_APP_ID', ''),
      apiKey: pick(env, 'SEARCH_API_KEY', ''),
      indexName: pick(env, 'SEARCH_INDEX_NAME', productId),
      maxResultsPerGroup: positiveInteger(env, 'SEARCH_MAX_RESULTS_PER_GROUP', 5),
      externalUrlRegex: pick(env, 'SEARCH_EXTERNAL_URL_REGEX', ''),
      missingResultsUrl: offOr(
        pick(
          env,
          'SEARCH_MISSING_RESULTS_URL',
          `https://github.com/${productId}/${productId}-gl-js-docs/issues/new?labels=search&title=${encodeURIComponent('Search: no results for ')}{query}`,
        ),
      ),
    },
  };
}

/** The feedback link for a query that found nothing, or null when none is configured. */
export function missingResultsUrlFor(
  settings: Pick<SiteSettings, 'search'>,
  query: string,
): string | null {
  const template = settings.search.missingResultsUrl;
  return template ? template.replaceAll('{query}', encodeURIComponent(query)) : null;
}

/** Base path of the site, e.g. "/mapbox-gl-js/". */
export function baseUrlFor(settings: Pick<SiteSettings, 'productId'>): string {
  return `/${settings.productId}-gl-js/`;
}

/** Site title, e.g. "Mapbox GL JS". */
export function siteTitleFor(settings: Pick<SiteSettings, 'productName'>): string {
  return `${settings.productName} GL JS`;
}

/**
 * Chooses the environment from the hostname a page is served from:
 * the provider's domain and its subdomains are production, anything else
 * (localhost, preview hosts, file servers) is development.
 */
export function environmentForHostname(
  hostname: string,
  settings: Pick<SiteSettings, 'providerDomain'>,
): Environment {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const domain = settings.providerDomain.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) ? 'production' : 'development';
}

/** App id and key DocSearch gets when no hosted search is configured (see plugins/search/constants.ts). */
export const EMBEDDED_SEARCH_APP_ID = 'EMBEDDED';
export const EMBEDDED_SEARCH_API_KEY = 'embedded-search-only';

/** True when the site searches the index shipped with the build. */
export function isEmbeddedSearch(settings: Pick<SiteSettings, 'search'>): boolean {
  return settings.search.appId === '' || settings.search.apiKey === '';
}

/**
 * `themeConfig.algolia`: always set, because the theme's search bar and
 * search page exist only then. Without hosted credentials the embedded app
 * id makes the client answer from the shipped index.
 */
export function searchThemeConfig(settings: Pick<SiteSettings, 'search'>) {
  const embedded = isEmbeddedSearch(settings);
  return {
    appId: embedded ? EMBEDDED_SEARCH_APP_ID : settings.search.appId,
    apiKey: embedded ? EMBEDDED_SEARCH_API_KEY : settings.search.apiKey,
    indexName: settings.search.indexName,
    contextualSearch: true,
    ...(settings.search.externalUrlRegex && {externalUrlRegex: settings.search.externalUrlRegex}),
    searchPagePath: 'search',
    searchParameters: {hitsPerPage: 20},
    maxResultsPerGroup: settings.search.maxResultsPerGroup,
    insights: false,
  };
}
