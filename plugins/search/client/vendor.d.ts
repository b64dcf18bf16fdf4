// The browser build of the lite client, imported by path in src/search/liteClient.ts
// because `algoliasearch/lite` itself is aliased to that module in the bundle.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}

// react-dom ships no types and @types/react-dom is not installed; the search
// bar's error screen needs only createPortal.
declare module 'react-dom' {
  import type {ReactNode} from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
  ): ReactNode;
}
