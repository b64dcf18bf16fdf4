/**
 * XMLHttpRequest with the adapter's rules for fetch(): a local answer (the
 * services), else an allowed local URL (a runtime file through the runner's
 * bridge when there is one, as fetch() does), else refused (an `error` event
 * and a console warning), so nothing leaves the machine that way either.
 */
import {warnRefused, type PreviewBridge, type ServicesRoot} from './bridge';

interface RequestState {
  readonly url: string;
  readonly method: string;
  readonly async: boolean;
  readonly headers: [string, string][];
  aborted: boolean;
  kind?: 'answer' | 'bridged' | 'local' | 'refused';
  local?: string;
}

export interface RequestGuardOptions {
  readonly preview: PreviewBridge;
  readonly runtimeBase: string;
  /** Whether the services answer this URL. */
  readonly answers: (url: string) => boolean;
  /** Their answer (a Promise of a Response), or null. */
  readonly answer: (url: string) => Promise<Response> | null;
}

export function installRequestGuard(
  root: ServicesRoot,
  {preview, runtimeBase, answers, answer}: RequestGuardOptions,
): void {
  const NativeXHR = root.XMLHttpRequest;
  if (typeof NativeXHR !== 'function') return;

  const offlineUrl = (url: string): string | null => {
    if (typeof preview.offlineUrl === 'function') return preview.offlineUrl(url);
    try {
      const resolved = new URL(url, root.document?.baseURI);
      return resolved.origin === root.location?.origin ||
        resolved.protocol === 'data:' ||
        resolved.protocol === 'blob:'
        ? resolved.href
        : null;
    } catch {
      return null;
    }
  };
  const isRuntimeFile = (url: string) => url.startsWith(runtimeBase) && url !== runtimeBase;

  /** Sets what a finished request reads, over the native getters. */
  const settle = (xhr: XMLHttpRequest, values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values)) {
      Object.defineProperty(xhr, name, {value, configurable: true});
    }
  };

  class OfflineXMLHttpRequest extends NativeXHR {
    private offline: RequestState | null = null;

    override open(
      method: string,
      url: string | URL,
      async?: boolean,
      user?: string | null,
      password?: string | null,
    ): void {
      const href = String(url);
      const isAsync = async === undefined ? true : Boolean(async);
      const state: RequestState = {url: href, method, async: isAsync, headers: [], aborted: false};
      this.offline = state;
      for (const name of ['readyState', 'status', 'statusText', 'response', 'responseText']) {
        delete (this as unknown as Record<string, unknown>)[name];
      }
      if (isAsync && answers(href)) {
        state.kind = 'answer';
        return super.open(method, `${runtimeBase}offline-answer`, true);
      }
      const local = offlineUrl(href);
      if (
        local &&
        isAsync &&
        method.toUpperCase() === 'GET' &&
        preview.bridged &&
        isRuntimeFile(local)
      ) {
        state.kind = 'bridged';
        state.local = local;
        return super.open(method, `${runtimeBase}offline-answer`, true);
      }
      if (local) {
        state.kind = 'local';
        return user !== undefined
          ? super.open(method, local, isAsync, user, password)
          : super.open(method, local, isAsync);
      }
      state.kind = 'refused';
      return super.open(method, `${runtimeBase}offline-refused`, isAsync);
    }

    override setRequestHeader(name: string, value: string): void {
      this.offline?.headers.push([name, value]);
      super.setRequestHeader(name, value);
    }

    override abort(): void {
      if (this.offline) this.offline.aborted = true;
      super.abort();
    }

    override send(body?: Document | XMLHttpRequestBodyInit | null): void {
      const state = this.offline;
      if (!state || state.kind === 'local') {
        super.send(body);
        return;
      }
      if (state.kind === 'refused') {
        warnRefused(preview, state.url);
        if (!state.async) {
          throw new DOMException(`Offline preview: ${state.url} is not available`, 'NetworkError');
        }
        setTimeout(() => {
          if (state.aborted) return;
          settle(this, {readyState: 4, status: 0, statusText: '', response: '', responseText: ''});
          for (const type of ['readystatechange', 'error', 'loadend']) {
            this.dispatchEvent(
              type === 'readystatechange' ? new Event(type) : new ProgressEvent(type),
            );
          }
        }, 0);
        return;
      }
      // A local answer, or a runtime file from the bridge: the native request
      // reads it from a blob URL, so every XHR feature (events,
      // responseType, headers) behaves as usual.
      const bridgedFile = state.kind === 'bridged' && state.local !== undefined;
      const answered =
        bridgedFile && preview.runtimeFetch
          ? preview.runtimeFetch(state.local!)
          : (answer(state.url) ?? Promise.reject(new Error(`${state.url} has no answer`)));
      answered
        .then((response) => {
          if (bridgedFile && !response.ok) {
            throw new Error(`${state.local} answered ${response.status}`);
          }
          return response.blob();
        })
        .then((blob) => {
          if (state.aborted || this.offline !== state) return;
          const blobUrl = URL.createObjectURL(blob);
          super.open('GET', blobUrl, true);
          state.headers.forEach(([name, value]) => super.setRequestHeader(name, value));
          this.addEventListener('loadend', () => URL.revokeObjectURL(blobUrl), {once: true});
          super.send();
        })
        .catch((error: unknown) => {
          if (bridgedFile && !state.aborted && this.offline === state) {
            // The file as the network has it: its own status and error.
            state.kind = 'local';
            super.open(state.method, state.local!, true);
            state.headers.forEach(([name, value]) => super.setRequestHeader(name, value));
            super.send(body);
            return;
          }
          console.warn(`[offline preview] ${(error as Error | null)?.message}`);
          state.kind = 'refused';
          this.send();
        });
    }
  }

  root.XMLHttpRequest = OfflineXMLHttpRequest;
}
