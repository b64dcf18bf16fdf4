// The core modules the replacements of this folder build on, imported under a
// query string that their own replacement patterns do not match.
declare module '@docusaurus/core/lib/client/exports/ComponentCreator.js?original' {
  import type {ComponentType} from 'react';

  export default function ComponentCreator(
    path: string,
    hash: string,
  ): ComponentType<object> & {preload?: () => Promise<unknown>};
}
declare module '@docusaurus/core/lib/client/prefetch.js?original' {
  export default function prefetch(url: string): Promise<void>;
}

// react-dom ships no types and @types/react-dom is not installed; the client
// entry needs the two ways to start a root.
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  interface RootOptions {
    onRecoverableError?: (error: unknown, errorInfo: unknown) => void;
  }
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element, options?: RootOptions): Root;
  export function hydrateRoot(container: Element, children: ReactNode, options?: RootOptions): Root;
}

// The server renderer, for the server bundle's replacement of the core's
// `renderToHtml` (and the unit tests that render as the server does).
declare module 'react-dom/server' {
  import type {ReactNode} from 'react';
  import type {Writable} from 'node:stream';

  export function renderToPipeableStream(
    children: ReactNode,
    options: {
      progressiveChunkSize?: number;
      onError?: (error: unknown) => void;
      onAllReady?: () => void;
    },
  ): {pipe: <W extends Writable>(destination: W) => W; abort: () => void};
  export function renderToString(children: ReactNode): string;
}
