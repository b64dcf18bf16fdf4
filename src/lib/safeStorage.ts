/**
 * localStorage that never throws. Browsers refuse storage in several ways:
 * the `localStorage` getter itself throws (cookies blocked, sandboxed
 * iframes), `getItem`/`setItem` throw (privacy modes), or `setItem` throws
 * because the quota is full. The first failure logs one warning; from then
 * on a value that could not be written lives in memory for the rest of the
 * page, so features keep working without persisting.
 *
 * `subscribe` reports changes made by this page (through `set`) and by other
 * tabs (the browser's `storage` event), so a hook can follow both.
 */
export type StorageListener = (key: string | null) => void;

export interface SafeStorage {
  get: (key: string) => string | null;
  /** Writes `value`; false when the browser refused it and it lives in memory only. */
  set: (key: string, value: string) => boolean;
  remove: (key: string) => void;
  /** Calls `listener` with the changed key, or null when storage was cleared. */
  subscribe: (listener: StorageListener) => () => void;
}

export const STORAGE_WARNING =
  'Browser storage is unavailable; settings are kept for this page only.';

export function createSafeStorage(
  getStorage: () => Storage = () => window.localStorage,
  warn: (message: string, error: unknown) => void = (message, error) =>
    console.warn(message, error),
): SafeStorage {
  const memory = new Map<string, string>();
  const listeners = new Set<StorageListener>();
  let warned = false;

  function failed(error: unknown): void {
    if (!warned) {
      warned = true;
      warn(STORAGE_WARNING, error);
    }
  }

  function notify(key: string | null): void {
    for (const listener of listeners) {
      listener(key);
    }
  }

  function onStorageEvent(event: StorageEvent): void {
    try {
      if (event.storageArea !== getStorage()) {
        return;
      }
    } catch {
      // No storage at all: other tabs cannot share anything with this one.
      return;
    }
    // Another tab wrote the real storage, which is now newer than our copy.
    if (event.key === null) {
      memory.clear();
    } else {
      memory.delete(event.key);
    }
    notify(event.key);
  }

  return {
    get(key) {
      if (memory.has(key)) {
        return memory.get(key) ?? null;
      }
      try {
        return getStorage().getItem(key);
      } catch (error) {
        failed(error);
        return null;
      }
    },
    set(key, value) {
      let persisted = true;
      try {
        getStorage().setItem(key, value);
        memory.delete(key);
      } catch (error) {
        failed(error);
        memory.set(key, value);
        persisted = false;
      }
      notify(key);
      return persisted;
    },
    remove(key) {
      memory.delete(key);
      try {
        getStorage().removeItem(key);
      } catch (error) {
        failed(error);
      }
      notify(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorageEvent);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorageEvent);
        }
      };
    },
  };
}

let shared: SafeStorage | null = null;

/** The page's one instance, so the warning is logged once per page. */
export function safeLocalStorage(): SafeStorage {
  shared ??= createSafeStorage();
  return shared;
}
