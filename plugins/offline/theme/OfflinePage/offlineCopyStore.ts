/**
 * The state of the current locale's offline copy, kept outside React so a
 * save goes on while the reader moves to another page of the site and the
 * page shows it again on return.
 */
import {parseOfflineManifest, type OfflineManifest} from '../../model/offlineManifest';
import {
  pagesAvailable,
  readSavedCopy,
  removeSavedCopy,
  saveCopy,
  storageAvailable,
  type SaveFailure,
  type SaveProgress,
  type SavedCopy,
} from './savedCopy';

export interface OfflineCopyState {
  /** Null while loading; `'error'` when the list could not be read. */
  readonly manifest: OfflineManifest | null | 'error';
  readonly saved: SavedCopy | null;
  readonly progress: SaveProgress | null;
  readonly saving: boolean;
  readonly failure: SaveFailure | null;
  readonly removed: boolean;
  /** Pages of the locale kept on this device (saved or visited). */
  readonly available: ReadonlySet<string>;
  /** The browser gives the site no Cache Storage (private mode in some browsers, or blocked). */
  readonly storageMissing: boolean;
}

/** How often a save's progress is shown, at most. */
const PROGRESS_INTERVAL_MS = 100;

/** Before anything is known: also what the server renders. */
export const INITIAL_COPY_STATE: OfflineCopyState = {
  manifest: null,
  saved: null,
  progress: null,
  saving: false,
  failure: null,
  removed: false,
  available: new Set(),
  storageMissing: false,
};

export interface OfflineCopyStore {
  readonly getState: () => OfflineCopyState;
  readonly subscribe: (listener: () => void) => () => void;
  readonly load: () => Promise<void>;
  readonly save: () => Promise<void>;
  readonly cancel: () => void;
  readonly remove: () => Promise<void>;
}

function createStore(manifestUrl: string, scope: string, locale: string): OfflineCopyStore {
  let state = INITIAL_COPY_STATE;
  let controller: AbortController | null = null;
  const listeners = new Set<() => void>();
  const update = (change: Partial<OfflineCopyState>) => {
    state = {...state, ...change};
    listeners.forEach((listener) => listener());
  };

  async function refreshAvailable(manifest: OfflineManifest) {
    update({available: await pagesAvailable(manifest.pages.map((page) => page.url))});
  }

  async function readManifest(): Promise<OfflineManifest | 'error'> {
    try {
      const answer = await fetch(manifestUrl, {cache: 'no-cache'});
      if (!answer.ok) return 'error';
      const manifest = parseOfflineManifest(await answer.json());
      return manifest && manifest.locale === locale ? manifest : 'error';
    } catch {
      return 'error';
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      if (state.saving) return;
      if (!storageAvailable()) {
        update({storageMissing: true});
      }
      const [manifest, saved] = await Promise.all([
        readManifest(),
        readSavedCopy(scope, locale).catch(() => null),
      ]);
      update({manifest, saved});
      if (manifest !== 'error') await refreshAvailable(manifest);
    },
    async save() {
      const {manifest} = state;
      if (state.saving || manifest === null || manifest === 'error') return;
      if (!storageAvailable()) {
        update({failure: {kind: 'storage'}});
        return;
      }
      controller = new AbortController();
      update({saving: true, failure: null, removed: false, progress: null});
      // A copy is thousands of files: the page shows the latest progress a few
      // times a second instead of rendering again for every file stored.
      let latest: SaveProgress | null = null;
      let shown: ReturnType<typeof setTimeout> | null = null;
      const showLatest = () => {
        shown = null;
        update({progress: latest});
      };
      let failure: SaveFailure | null;
      try {
        failure = await saveCopy(manifest, {
          scope,
          signal: controller.signal,
          onProgress: (progress) => {
            const first = latest === null;
            latest = progress;
            if (first) showLatest();
            else shown ??= setTimeout(showLatest, PROGRESS_INTERVAL_MS);
          },
        });
      } catch {
        failure = {kind: 'storage'};
      }
      if (shown !== null) clearTimeout(shown);
      controller = null;
      update({
        saving: false,
        failure,
        progress: latest,
        saved: await readSavedCopy(scope, locale).catch(() => null),
      });
      await refreshAvailable(manifest);
    },
    cancel() {
      controller?.abort();
    },
    async remove() {
      if (state.saving) return;
      await removeSavedCopy(locale).catch(() => undefined);
      update({saved: null, progress: null, failure: null, removed: true});
      if (state.manifest && state.manifest !== 'error') await refreshAvailable(state.manifest);
    },
  };
}

const stores = new Map<string, OfflineCopyStore>();

/** One store per locale for the whole page load. */
export function offlineCopyStore(manifestUrl: string, scope: string, locale: string) {
  let store = stores.get(locale);
  if (!store) {
    store = createStore(manifestUrl, scope, locale);
    stores.set(locale, store);
  }
  return store;
}
