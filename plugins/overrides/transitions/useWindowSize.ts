import {startTransition, useEffect, useState} from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint: the stylesheet switches layouts at the same width. */
const DESKTOP_BREAKPOINT = 996;

function windowSizeNow(desktopBreakpoint: number): WindowSize {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/**
 * Replaces `@docusaurus/theme-common`'s hook of the same name (see `index.ts`):
 * `'ssr'` while hydrating, then the layout the window's width calls for. Its
 * first answer after hydration swaps whole layouts on a phone (the desktop
 * docs sidebar and table of contents leave, the mobile menu's content
 * mounts), so it is given as a transition, rendered in short tasks; later
 * answers (the window resized) are immediate, as in the theme.
 */
export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT,
}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = () => {
      setWindowSize(windowSizeNow(desktopBreakpoint));
    };
    startTransition(update);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('resize', update);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
