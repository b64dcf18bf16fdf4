import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate, {translate} from '@docusaurus/Translate';

import type {HandOver} from './handOver';
import {appendTyped, isTypedCharacter} from './typedQuery';

/*
 * The search bar of every page's header is DocSearch's button until the
 * reader shows an intent to search (pointer over or touch on the button,
 * focus on it, a click, a key typed on it, Ctrl/⌘+K or "/"). Then the bar
 * itself loads (`DocSearchBar.tsx`: the theme's bar with the dialog's
 * options and strings, a chunk no page needs before), takes the button's
 * place and carries on what the reader started: a click or a shortcut
 * opens the dialog, keys typed meanwhile become its query, focus stays on
 * the button.
 */
function loadSearchBar() {
  return lazy(() => import(/* webpackChunkName: "search-bar" */ './DocSearchBar'));
}

/** What the reader did before the bar arrived. */
interface Intent {
  open: boolean;
  typed: string;
}

/** Where typing "/" is text, not a shortcut (DocSearch's own rule, buttons aside). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Said under the button when the bar could not be loaded (offline, a deploy in between). */
function LoadFailed({onShown}: {onShown: () => void}): ReactNode {
  useEffect(onShown, [onShown]);
  return (
    <p role="alert" className="search-load-failed">
      <Translate
        id="search.loadFailed"
        description="Under the search button when the search could not be loaded">
        Search could not be loaded. Check your connection, then press the search button again.
      </Translate>
    </p>
  );
}

export default function SearchBarLoader(): ReactNode {
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  // Each attempt has its own lazy component: React keeps a failed one failed.
  const [attempt, setAttempt] = useState(() => ({
    number: 0,
    SearchBar: loadSearchBar(),
    failed: false,
  }));
  const intent = useRef<Intent>({open: false, typed: ''});
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback((open: boolean) => {
    intent.current.open ||= open;
    setWanted(true);
    setAttempt((current) =>
      current.failed && open
        ? {number: current.number + 1, SearchBar: loadSearchBar(), failed: false}
        : current,
    );
  }, []);
  const failed = useCallback(() => {
    intent.current = {open: false, typed: ''};
    setAttempt((current) => ({...current, failed: true}));
  }, []);

  // The shortcuts, until the bar (which has its own) is in place.
  useEffect(() => {
    if (ready) {
      return undefined;
    }
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const shortcut =
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target));
      if (shortcut) {
        event.preventDefault();
        load(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [ready, load]);

  const handOver = useCallback((): HandOver => {
    const hadFocus = button.current !== null && document.activeElement === button.current;
    setReady(true);
    return {...intent.current, hadFocus};
  }, []);

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  return (
    <>
      {ready ? null : (
        <DocSearchButton
          ref={button}
          translations={{buttonText: label, buttonAriaLabel: label}}
          onMouseOver={() => load(false)}
          onTouchStart={() => load(false)}
          onFocus={() => load(false)}
          onClick={() => load(true)}
          onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
            if (isTypedCharacter(event)) {
              event.preventDefault();
              intent.current.typed = appendTyped(intent.current.typed, event.key);
              load(true);
            }
          }}
        />
      )}
      {wanted ? (
        <ErrorBoundary key={attempt.number} fallback={() => <LoadFailed onShown={failed} />}>
          <Suspense fallback={null}>
            <attempt.SearchBar handOver={handOver} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
