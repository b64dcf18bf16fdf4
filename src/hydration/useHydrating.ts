import {useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {hydratesServerHtml} from '@site/plugins/overrides/private-reads/hydration';

/**
 * True while this render hydrates the server's HTML: in the browser, before
 * the first commit, in a build whose pages are hydrated. The dev server has
 * no server HTML (its first render also runs before `useIsBrowser()` turns
 * true), so there a component that keeps "the server's markup" would keep
 * nothing at all.
 */
export function useHydrating(): boolean {
  const isBrowser = useIsBrowser();
  return ExecutionEnvironment.canUseDOM && !isBrowser && hydratesServerHtml();
}

/**
 * True when this component first rendered without server HTML to hydrate
 * (a client-side navigation, the dev server), for the rest of its life: its
 * content is rendered, not kept, and what it loads arrives after.
 */
export function useRenderedWithoutServerHtml(): boolean {
  const hydrating = useHydrating();
  const [withoutServerHtml] = useState(() => !hydrating);
  return withoutServerHtml;
}

/**
 * Props for an element whose children the server rendered: React leaves
 * them as they are while hydrating. Key the element, so that the kept markup
 * is removed with it when the element renders its own children instead.
 */
export const KEEP_SERVER_CHILDREN = {
  dangerouslySetInnerHTML: {__html: ''},
  suppressHydrationWarning: true,
} as const;
