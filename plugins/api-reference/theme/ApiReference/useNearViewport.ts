import {useEffect, useRef, useState, type RefObject} from 'react';

/** Whether the element has come within a screen of the viewport (once; only when `watch`). */
export function useNearViewport<T extends Element>(
  watch: boolean,
): {
  ref: RefObject<T | null>;
  seen: boolean;
} {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || seen || !element) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
        }
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch, seen]);
  return {ref, seen};
}
