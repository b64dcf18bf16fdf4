import {useEffect, useState} from 'react';

import type * as prism from './prism';

/** What a code block needs to highlight its text. */
export type Highlighter = typeof prism;

let loaded: Highlighter | null = null;
let loading: Promise<Highlighter> | null = null;

/**
 * Loads the highlighter's chunk (once). Content about to render code blocks
 * in the browser waits for it, so its code does not show plain first.
 */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "prism" */ './prism').then((module) => (loaded = module));
  return loading;
}

/**
 * The highlighter, once loaded; null until then. `wanted` starts the load: a
 * block that keeps the server's markup does not need it, so a page opened by
 * a full load never downloads or runs Prism unless its code changes. When the
 * chunk cannot load, the code stays readable as plain text.
 *
 * The server bundle gets `useHighlighter.server.ts` instead (see index.ts).
 */
export function useHighlighter(wanted: boolean): Highlighter | null {
  const [highlighter, setHighlighter] = useState(loaded);
  useEffect(() => {
    if (!wanted || highlighter) {
      return undefined;
    }
    let current = true;
    loadHighlighter().then(
      (module) => current && setHighlighter(module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, highlighter]);
  return highlighter ?? loaded;
}
