// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';

import {createSafeStorage, STORAGE_WARNING} from '../../src/lib/safeStorage';

afterEach(() => window.localStorage.clear());

describe('safe storage', () => {
  it('reads and writes localStorage when it works', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => window.localStorage, warn);
    expect(storage.set('key', 'value')).toBe(true);
    expect(window.localStorage.getItem('key')).toBe('value');
    expect(storage.get('key')).toBe('value');
    expect(storage.get('missing')).toBeNull();
    storage.remove('key');
    expect(window.localStorage.getItem('key')).toBeNull();
    expect(storage.get('key')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once and keeps values in memory when storage is blocked', () => {
    const warn = vi.fn();
    const storage = createSafeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, warn);
    expect(storage.get('key')).toBeNull();
    expect(storage.set('key', 'value'), 'says the value was not persisted').toBe(false);
    storage.set('other', 'x');
    expect(storage.get('key')).toBe('value');
    storage.remove('other');
    expect(storage.get('other')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(STORAGE_WARNING, expect.any(DOMException));
  });

  it('keeps a value that does not fit in memory and still reads the rest', () => {
    window.localStorage.setItem('kept', 'yes');
    const full = {
      getItem: (key: string) => window.localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const warn = vi.fn();
    const storage = createSafeStorage(() => full, warn);
    storage.set('new', 'value');
    expect(storage.get('new')).toBe('value');
    expect(storage.get('kept')).toBe('yes');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers about its own writes and about other tabs', () => {
    const storage = createSafeStorage(() => window.localStorage, vi.fn());
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    storage.set('a', '1');
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'b', newValue: '2', storageArea: window.localStorage}),
    );
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'c', newValue: '3', storageArea: window.sessionStorage}),
    );
    expect(listener.mock.calls).toEqual([['a'], ['b']]);
    unsubscribe();
    storage.set('a', '2');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
