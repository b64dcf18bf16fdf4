import {useEffect, useRef, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** How long the first idle period may keep the watch waiting, in ms. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Whether the element has come within a screen of the viewport (once; only
 * when `watch`). The watch starts once the page has hydrated (React hydrates
 * in slices, and the browser can be idle between them) and the browser is
 * then idle: what is near the first screen is there already as the server's
 * HTML, so making it live, and loading what that needs, waits until the page
 * can take the reader's input.
 */
export function useNearViewport<T extends Element>(
  watch: boolean,
): {
  ref: RefObject<T | null>;
  seen: boolean;
} {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  // True from the render after the page's first commit (hydrated, or rendered in the browser).
  const hydrated = useIsBrowser();
  useEffect(() => {
    const element = ref.current;
    if (!watch || seen || !hydrated || !element) {
      return undefined;
    }
    let observer: IntersectionObserver | undefined;
    let idle: number | null = null;
    let delay: number | null = null;
    const start = () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setSeen(true);
          }
        },
        {rootMargin: '100% 0px'},
      );
      observer.observe(element);
    };
    const whenIdle = () => {
      // Safari has no idle callbacks: a short delay stands in.
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(start, {timeout: IDLE_TIMEOUT_MS});
      } else {
        delay = window.setTimeout(start, 200);
      }
    };
    // Docusaurus marks the document once React has hydrated it.
    const root = document.documentElement;
    const marked = () => root.dataset['hasHydrated'] === 'true';
    const marking = new MutationObserver(() => {
      if (marked()) {
        marking.disconnect();
        whenIdle();
      }
    });
    if (marked()) {
      whenIdle();
    } else {
      marking.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
    }
    return () => {
      marking.disconnect();
      if (idle !== null) window.cancelIdleCallback(idle);
      if (delay !== null) window.clearTimeout(delay);
      observer?.disconnect();
    };
  }, [watch, seen, hydrated]);
  return {ref, seen};
}
