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
