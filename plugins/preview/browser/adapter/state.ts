/**
 * What the site's tests and thumbnails read of a demo: its maps
 * (`window.__previewMaps`), the maps' errors (`window.__previewErrors`),
 * and `<html data-preview-state>`: `loaded` once a map has loaded, `idle`
 * once it has settled.
 */
/** A map, as far as the record follows it. */
export interface RecordedMap {
  on(type: 'load' | 'idle' | 'render', listener: () => void): unknown;
  on(type: 'error', listener: (event: {error?: unknown}) => void): unknown;
  areTilesLoaded(): boolean;
}

export interface PreviewStateWindow {
  __previewMaps?: RecordedMap[];
  __previewErrors?: string[];
}

/**
 * An animation that changes the map every frame keeps it from ever going
 * idle: once every tile has loaded and it has drawn this long after its
 * load, it counts as settled too.
 */
const SETTLED_AFTER_MS = 1500;
/** A page without a map counts as settled this long after its load. */
const WITHOUT_MAP_SETTLED_MS = 300;

/**
 * Starts the record: the window's list of maps (returned, for
 * `recordMapState`) and of errors. A page that shows a plugin without any
 * map (demoDocument marks such pages) is settled once it has loaded.
 */
export function startStateRecord(): RecordedMap[] {
  const root = window as Window & PreviewStateWindow;
  const previewMaps: RecordedMap[] = [];
  root.__previewMaps = previewMaps;
  if (document.querySelector('meta[name="preview-without-map"]')) {
    window.addEventListener('load', () => {
      setTimeout(() => {
        document.documentElement.dataset.previewState = 'idle';
      }, WITHOUT_MAP_SETTLED_MS);
    });
  }
  root.__previewErrors = [];
  return previewMaps;
}

/** Adds a new map to the record, and follows its state and errors. */
export function recordMapState(map: RecordedMap, previewMaps: RecordedMap[]): void {
  previewMaps.push(map);
  const root = document.documentElement;
  let loadedAt = 0;
  map.on('load', () => {
    loadedAt = performance.now();
    if (root.dataset.previewState !== 'idle') root.dataset.previewState = 'loaded';
  });
  map.on('idle', () => {
    root.dataset.previewState = 'idle';
  });
  map.on('render', () => {
    if (
      root.dataset.previewState === 'loaded' &&
      performance.now() - loadedAt > SETTLED_AFTER_MS &&
      map.areTilesLoaded()
    ) {
      root.dataset.previewState = 'idle';
    }
  });
  map.on('error', (event) => {
    const error = event.error as {message?: unknown} | null | undefined;
    // The window's list at the time of the error, whatever startStateRecord left there.
    ((window as Window & PreviewStateWindow).__previewErrors as string[]).push(
      String((error && error.message) || error),
    );
  });
}
