import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * True while this render hydrates the server's HTML: in the browser, before
 * the first commit, in a build whose pages are hydrated. The dev server has
 * no server HTML (its first render also runs before `useIsBrowser()` turns
 * true), so there a component that keeps "the server's markup" would keep
 * nothing at all.
 */
export function useHydrating(): boolean {
  const isBrowser = useIsBrowser();
  return ExecutionEnvironment.canUseDOM && !isBrowser && !!process.env.HYDRATE_CLIENT_ENTRY;
}
