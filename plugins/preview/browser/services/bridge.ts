/**
 * What the adapter (browser/adapter, loaded first) shares with the
 * services as `window.__offlinePreview`; opened without it (the unit tests),
 * the services find the runtime from their own script's URL.
 */
export interface PreviewBridge {
  readonly runtimeBase?: string;
  readonly productId?: string;
  /** True in a demo framed by the runner: runtime files come through it. */
  readonly bridged?: boolean;
  readonly runtimeFetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** The local URL a request may go to, or null when it would leave the machine. */
  readonly offlineUrl?: (url: string) => string | null;
  readonly refuse?: (url: string) => void;
}

/** The window the services run in, as far as they use it. */
export interface ServicesRoot {
  __offlinePreview?: PreviewBridge;
  __offlineServices?: unknown;
  fetch: typeof fetch;
  location?: Pick<Location, 'href' | 'origin'>;
  document?: Pick<Document, 'currentScript' | 'baseURI'>;
  XMLHttpRequest?: typeof XMLHttpRequest;
}

export function warnRefused(preview: PreviewBridge, url: string): void {
  if (typeof preview.refuse === 'function') {
    preview.refuse(url);
  } else {
    console.warn(`[offline preview] not fetched (the preview runs without network): ${url}`);
  }
}
