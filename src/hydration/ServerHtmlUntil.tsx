import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';

import {ServerCopyContext} from './serverCopy';
import {KEEP_SERVER_CHILDREN, useHydrating} from './useHydrating';

interface Props extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** True once the reader needs the content to be live (it is shown, or filtered). */
  readonly wanted: boolean;
  /** Work that must be done before the content renders in the browser. */
  readonly prepare?: () => Promise<unknown>;
  readonly children: ReactNode;
}

/** The server's copy, the content rendered in the browser, or the copy kept for good. */
type Shown = 'server' | 'live' | 'server-for-good';

/**
 * A `<div>` whose content, when the page is hydrated while it is not
 * `wanted`, stays the server's HTML: React does not look inside an element
 * given `dangerouslySetInnerHTML` while hydrating, so none of its components
 * render, mount effects or attach listeners, and a later context change does
 * not reach them. The HTML is complete for anchors, find-in-page and the
 * search index; its links work as plain links.
 *
 * When it becomes wanted, `prepare` runs (say, loading the content's data),
 * then the content renders in a transition and replaces the server's copy,
 * which the reader sees in the meantime, marked busy and inert: its buttons
 * do nothing yet, so they do not look ready to be pressed. The content gets
 * the copy, detached, through `ServerCopyContext`: its code blocks take
 * their highlighted lines from it instead of loading the highlighter. If
 * `prepare` fails (the network is gone), the server's copy stays for good,
 * readable and no longer busy: it is the complete content, which the
 * browser could not render. A server render, a client-side navigation, the
 * dev server and content that is wanted at hydration render their children
 * as usual.
 */
export default function ServerHtmlUntil({
  wanted,
  prepare,
  children,
  ...divProps
}: Props): ReactNode {
  const hydrating = useHydrating();
  const [shown, setShown] = useState<Shown>(() => (!hydrating || wanted ? 'live' : 'server'));
  const serverCopyRef = useRef<HTMLDivElement>(null);
  const [serverCopy, setServerCopy] = useState<Element | null>(null);

  useEffect(() => {
    if (shown !== 'server' || !wanted) {
      return undefined;
    }
    let current = true;
    void (prepare?.() ?? Promise.resolve()).then(
      () => {
        if (current) {
          const copy = serverCopyRef.current;
          startTransition(() => {
            setServerCopy(copy);
            setShown('live');
          });
        }
      },
      () => {
        if (current) {
          setShown('server-for-good');
        }
      },
    );
    return () => {
      current = false;
    };
  }, [shown, wanted, prepare]);

  const waiting = wanted && shown === 'server';
  // A new key when going live removes the server's copy with its element.
  return shown === 'live' ? (
    <ServerCopyContext.Provider value={serverCopy}>
      <div key="live" {...divProps}>
        {children}
      </div>
    </ServerCopyContext.Provider>
  ) : (
    <div
      key="server"
      ref={serverCopyRef}
      {...divProps}
      inert={waiting}
      aria-busy={waiting || undefined}
      {...KEEP_SERVER_CHILDREN}
    />
  );
}
