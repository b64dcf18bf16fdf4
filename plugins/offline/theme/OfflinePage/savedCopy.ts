/**
 * A locale's saved copy in the browser's Cache Storage: the files, and a
 * record of which build and revisions they are, written as the last entry.
 * A copy is complete only once every file is stored and the record says so;
 * a stopped or refused save leaves a copy that says it is partial.
 */
import {
  SAVE_REQUEST_HEADER,
  savedCopyCacheName,
  type OfflineFile,
  type OfflineManifest,
} from '../../model/offlineManifest';

export interface SavedCopy {
  readonly build: string;
  readonly builtAt: string;
  /** When the last save finished or stopped, ISO 8601. */
  readonly savedAt: string;
  readonly complete: boolean;
  /** Revisions of the files stored, by URL. */
  readonly revisions: Readonly<Record<string, string>>;
}

export interface SaveProgress {
  readonly files: number;
  readonly bytes: number;
  readonly totalFiles: number;
  readonly totalBytes: number;
}

/** Why a save stopped before the end. */
export type SaveFailure =
  | {readonly kind: 'cancelled'}
  | {readonly kind: 'quota'; readonly needed?: number; readonly available?: number}
  | {readonly kind: 'storage'}
  | {readonly kind: 'network'; readonly url: string};

/** The record's key: in the worker's scope, never a file of the site. */
function recordUrl(scope: string, locale: string): string {
  return new URL(`${scope}__offline-copy__/${locale}.json`, window.location.origin).href;
}

function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}

export function parseSavedCopy(value: unknown): SavedCopy | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const {build, builtAt, savedAt, complete, revisions} = record;
  if (
    typeof build !== 'string' ||
    typeof builtAt !== 'string' ||
    typeof savedAt !== 'string' ||
    typeof complete !== 'boolean' ||
    typeof revisions !== 'object' ||
    revisions === null ||
    Object.values(revisions).some((revision) => typeof revision !== 'string')
  ) {
    return null;
  }
  return record as unknown as SavedCopy;
}

/** Files a save still has to fetch: new ones and those whose content changed. */
export function filesToFetch(
  manifest: OfflineManifest,
  saved: SavedCopy | null,
): readonly OfflineFile[] {
  const revisions = saved?.revisions ?? {};
  return manifest.files.filter((file) => revisions[file.url] !== file.revision);
}

export function storageAvailable(): boolean {
  return typeof window !== 'undefined' && 'caches' in window;
}

export async function readSavedCopy(scope: string, locale: string): Promise<SavedCopy | null> {
  if (!storageAvailable() || !(await caches.has(savedCopyCacheName(locale)))) return null;
  const cache = await caches.open(savedCopyCacheName(locale));
  const answer = await cache.match(recordUrl(scope, locale));
  if (!answer) return null;
  try {
    return parseSavedCopy(await answer.json());
  } catch {
    return null;
  }
}

async function writeRecord(cache: Cache, scope: string, locale: string, copy: SavedCopy) {
  await cache.put(
    recordUrl(scope, locale),
    new Response(JSON.stringify(copy), {headers: {'Content-Type': 'application/json'}}),
  );
}

export async function removeSavedCopy(locale: string): Promise<void> {
  if (storageAvailable()) await caches.delete(savedCopyCacheName(locale));
}

/** Files fetched at once: enough to fill a connection, few enough to stop quickly. */
const PARALLEL_FETCHES = 6;

/**
 * Saves the manifest's files that the copy lacks, reporting progress, until
 * done, cancelled through `signal`, or refused. Resolves with null when the
 * copy is complete, or with why it stopped (the copy then says it is
 * partial, and keeps what it stored).
 */
export async function saveCopy(
  manifest: OfflineManifest,
  {
    scope,
    signal,
    onProgress,
  }: {
    readonly scope: string;
    readonly signal: AbortSignal;
    readonly onProgress: (progress: SaveProgress) => void;
  },
): Promise<SaveFailure | null> {
  const {locale} = manifest;
  let cache: Cache;
  try {
    cache = await caches.open(savedCopyCacheName(locale));
  } catch (error) {
    return isQuotaError(error) ? {kind: 'quota'} : {kind: 'storage'};
  }
  const previous = await readSavedCopy(scope, locale);
  const wanted = new Set(manifest.files.map((file) => file.url));
  const todo = filesToFetch(manifest, previous);
  const fetching = new Set(todo.map((file) => file.url));
  const revisions: Record<string, string> = {};
  for (const [url, revision] of Object.entries(previous?.revisions ?? {})) {
    if (wanted.has(url) && !fetching.has(url)) revisions[url] = revision;
  }

  const needed = todo.reduce((sum, file) => sum + file.bytes, 0);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota !== undefined && estimate.usage !== undefined) {
    const available = estimate.quota - estimate.usage;
    if (available < needed) return {kind: 'quota', needed, available};
  }
  await navigator.storage?.persist?.().catch(() => false);

  const record = (complete: boolean): SavedCopy => ({
    build: manifest.build,
    builtAt: manifest.builtAt,
    savedAt: new Date().toISOString(),
    complete,
    revisions: {...revisions},
  });
  try {
    // Files of another build or no longer in the list go first.
    for (const request of await cache.keys()) {
      const url = new URL(request.url).pathname;
      if (
        !request.url.includes('/__offline-copy__/') &&
        (!wanted.has(url) || !(url in revisions))
      ) {
        await cache.delete(request);
      }
    }
    await writeRecord(cache, scope, locale, record(false));
  } catch (error) {
    return isQuotaError(error) ? {kind: 'quota'} : {kind: 'storage'};
  }

  const total = manifest.files.length;
  const totalBytes = manifest.bytes;
  let files = total - todo.length;
  let bytes = totalBytes - needed;
  onProgress({files, bytes, totalFiles: total, totalBytes});

  let failure: SaveFailure | null = null;
  let next = 0;
  async function fetchNext(): Promise<void> {
    while (failure === null && next < todo.length) {
      const file = todo[next++]!;
      if (signal.aborted) {
        failure = {kind: 'cancelled'};
        return;
      }
      let answer: Response;
      try {
        answer = await fetch(file.url, {
          signal,
          cache: 'no-cache',
          credentials: 'same-origin',
          headers: {[SAVE_REQUEST_HEADER]: '1'},
        });
      } catch {
        failure ??= signal.aborted ? {kind: 'cancelled'} : {kind: 'network', url: file.url};
        return;
      }
      if (!answer.ok) {
        failure ??= {kind: 'network', url: file.url};
        return;
      }
      try {
        await cache.put(file.url, answer);
      } catch (error) {
        if (signal.aborted) failure ??= {kind: 'cancelled'};
        else failure ??= isQuotaError(error) ? {kind: 'quota'} : {kind: 'storage'};
        return;
      }
      revisions[file.url] = file.revision;
      files += 1;
      bytes += file.bytes;
      onProgress({files, bytes, totalFiles: total, totalBytes});
      // A save the tab's closing cuts short keeps what it stored.
      if (files % 100 === 0) {
        await writeRecord(cache, scope, locale, record(false)).catch(() => undefined);
      }
    }
  }
  await Promise.all(Array.from({length: PARALLEL_FETCHES}, fetchNext));

  try {
    await writeRecord(cache, scope, locale, record(failure === null));
  } catch (error) {
    // The record could not be written: the copy cannot say it is complete.
    failure ??= isQuotaError(error) ? {kind: 'quota'} : {kind: 'storage'};
  }
  return failure;
}

/** Which of the pages are kept on this device, saved or visited. */
export async function pagesAvailable(urls: readonly string[]): Promise<Set<string>> {
  if (!storageAvailable()) return new Set();
  const found = await Promise.all(
    urls.map(async (url) => ((await caches.match(url, {ignoreSearch: true})) ? url : null)),
  );
  return new Set(found.filter((url): url is string => url !== null));
}
