import {startTransition, useEffect, useState, type ComponentProps, type ReactNode} from 'react';

import {KEEP_SERVER_CHILDREN, useHydrating} from './useHydrating';

interface Props extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** True once the reader needs the content to be live (it is shown, or filtered). */
  readonly wanted: boolean;
  /** Work that must be done before the content renders in the browser. */
  readonly prepare?: () => Promise<unknown>;
  readonly children: ReactNode;
}

/**
 * A `<div>` whose content, when the page is hydrated while it is not
 * `wanted`, stays the server's HTML: React does not look inside an element
 * given `dangerouslySetInnerHTML` while hydrating, so none of its components
 * render, mount effects or attach listeners, and a later context change does
 * not reach them. The HTML is complete for anchors, find-in-page and the
 * search index; its links work as plain links.
 *
 * When it becomes wanted, `prepare` runs (say, loading the code highlighter,
 * so the content does not flash plain), then the content renders in a
 * transition and replaces the server's copy, which the reader sees in the
 * meantime, marked busy and inert: its buttons do nothing yet, so they do
 * not look ready to be pressed. A server render, a client-side navigation,
 * the dev server and content that is wanted at hydration render their
 * children as usual.
 */
export default function ServerHtmlUntil({
  wanted,
  prepare,
  children,
  ...divProps
}: Props): ReactNode {
  const hydrating = useHydrating();
  const [live, setLive] = useState(() => !hydrating || wanted);

  useEffect(() => {
    if (live || !wanted) {
      return undefined;
    }
    let current = true;
    const goLive = () => {
      if (current) {
        startTransition(() => setLive(true));
      }
    };
    void (prepare?.() ?? Promise.resolve()).then(goLive, goLive);
    return () => {
      current = false;
    };
  }, [live, wanted, prepare]);

  // A new key when going live removes the server's copy with its element.
  return live ? (
    <div key="live" {...divProps}>
      {children}
    </div>
  ) : (
    <div
      key="server"
      {...divProps}
      inert={wanted}
      aria-busy={wanted || undefined}
      {...KEEP_SERVER_CHILDREN}
    />
  );
}
