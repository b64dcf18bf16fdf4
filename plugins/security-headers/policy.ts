/**
 * The site's Content Security Policies and the other security headers, from
 * the settings. Pure functions: the plugin, the static test server (through
 * the `_headers` file) and the unit tests share them.
 */
import type {HostSet, SiteSettings} from '../../src/config/settings';
import {isEmbeddedSearch} from '../../src/config/settings';

export type Directives = ReadonlyArray<readonly [string, ReadonlyArray<string>]>;

/** Where the reader's copy of an example may be posted (Open in CodePen / JSFiddle). */
const PREFILL_ORIGINS = ['https://codepen.io', 'https://jsfiddle.net'];

/** The hosted search service's hosts (its client picks one per request). */
const HOSTED_SEARCH_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'];

function originOf(url: string): string[] {
  if (!url) {
    return [];
  }
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Both host sets: the static page cannot know where it is served, and a page
 * picks its hosts at run time (src/config/useRuntimeHosts.ts). A build for
 * the production host (`deployTarget`) admits its hosts only.
 */
function hostOrigins(settings: SiteSettings, pick: (hosts: HostSet) => string): string[] {
  const {production, development} = settings.hosts;
  const local = settings.deployTarget === 'production' ? [] : originOf(pick(development));
  return [...new Set([...originOf(pick(production)), ...local])];
}

export function serialise(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * Docs pages: scripts from the site itself and the AI widget's host, and the
 * inline scripts the build emitted, by hash; no `'unsafe-inline'` or
 * `'unsafe-eval'` for scripts. Inline styles stay allowed: React writes
 * `style` attributes.
 */
export function docsDirectives(settings: SiteSettings, scriptHashes: Iterable<string>): Directives {
  const account = hostOrigins(settings, (hosts) => hosts.account);
  const aiWidget = hostOrigins(settings, (hosts) => hosts.aiWidgetScript);
  const feedback = hostOrigins(settings, (hosts) => hosts.feedbackEndpoint);
  const search = isEmbeddedSearch(settings) ? [] : HOSTED_SEARCH_HOSTS;
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...aiWidget]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Avatars come from the account host; an announcement may show any https image.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...account]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', [...new Set(["'self'", ...account, ...feedback, ...aiWidget, ...search])]],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...PREFILL_ORIGINS]],
  ];
}

/**
 * Demo documents and the runner (whose sandboxed demo frame inherits it):
 * example code is inline, the map runtime starts its workers from blobs,
 * the runner's loader makes the runtime's scripts `blob:` URLs and its
 * stylesheets `data:` URLs; but nothing may be fetched from another origin.
 */
export function demoDirectives(): Directives {
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", 'blob:']],
    ['style-src', ["'self'", "'unsafe-inline'", 'data:']],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'data:', 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['child-src', ["'self'", 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
}

/**
 * `frame-ancestors` only works as a header (browsers ignore it in a `<meta>`,
 * with a console error): only the site may frame its pages.
 */
export function asHeader(directives: Directives): string {
  return serialise([...directives, ['frame-ancestors', ["'self'"]]]);
}

/** Headers every response of the site gets. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/**
 * Powerful features: none, but geolocation on the pages of examples that ask
 * for it. `toAnyOrigin`: a document that passes it on to a frame of another
 * origin (the runner, to its sandboxed demo frame: an opaque origin, which
 * `self` does not name).
 */
export function permissionsPolicy(geolocation: boolean, toAnyOrigin = false): string {
  return [
    `geolocation=${!geolocation ? '()' : toAnyOrigin ? '*' : '(self)'}`,
    'camera=()',
    'microphone=()',
    'payment=()',
    'usb=()',
  ].join(', ');
}
