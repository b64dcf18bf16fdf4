/**
 * What one locale's offline copy holds, as the build lists it in
 * `{locale base}offline-manifest.json`: every file with its size and a
 * revision (a hash of its content), and the pages with their titles. The
 * page that saves the copy and the offline page read it; the service worker
 * gets the manifests' revisions as its own version.
 */

export interface OfflineFile {
  /** Absolute path on the site: `/mapbox-gl-js/ja/guides/install/`. */
  readonly url: string;
  readonly bytes: number;
  readonly revision: string;
}

export interface OfflinePage {
  readonly url: string;
  readonly title: string;
}

export interface OfflineManifest {
  readonly version: 1;
  /** The build the files come from: a hash of every locale's file list. */
  readonly build: string;
  /** When the build was made, ISO 8601. */
  readonly builtAt: string;
  readonly locale: string;
  readonly files: readonly OfflineFile[];
  readonly pages: readonly OfflinePage[];
  readonly bytes: number;
  /**
   * What the locale's offline page loads (its HTML, scripts, styles and this
   * list): the worker keeps them from its install, so the page renders for
   * a reader who saved nothing.
   */
  readonly shell: readonly string[];
}

export const OFFLINE_MANIFEST_FILE = 'offline-manifest.json';

/** The route of the page that saves the copy and stands in for unsaved pages, under a locale's base URL. */
export const OFFLINE_PAGE_PATH = 'offline/';

/** The service worker's file, at the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Cache of a locale's saved copy; the page writes it, the service worker reads it. */
export function savedCopyCacheName(locale: string): string {
  return `docs-offline-${locale}`;
}

/**
 * Requests the page makes while saving carry this header: the service
 * worker leaves them to the network instead of keeping a second copy among
 * the visited files.
 */
export const SAVE_REQUEST_HEADER = 'x-docs-offline-save';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/**
 * Checks a manifest as the browser received it: null for anything that is
 * not one (a broken answer, another build's shape), so the page says so
 * instead of saving a wrong list.
 */
export function parseOfflineManifest(value: unknown): OfflineManifest | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const {build, builtAt, locale, files, pages, bytes, shell} = value;
  if (typeof build !== 'string' || typeof builtAt !== 'string' || typeof locale !== 'string') {
    return null;
  }
  if (!Array.isArray(files) || !Array.isArray(pages) || typeof bytes !== 'number') return null;
  if (!Array.isArray(shell) || !shell.every(isSitePath)) return null;
  const validFiles = files.every(
    (file) =>
      isRecord(file) &&
      isSitePath(file.url) &&
      typeof file.bytes === 'number' &&
      file.bytes >= 0 &&
      typeof file.revision === 'string',
  );
  const validPages = pages.every(
    (page) => isRecord(page) && isSitePath(page.url) && typeof page.title === 'string',
  );
  if (!validFiles || !validPages) return null;
  return value as unknown as OfflineManifest;
}
