import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

import {fetchSession} from './accountApi';
import {publicTokenOf} from './parseSessionUser';
import type {SessionState} from './types';
import {useRuntimeHosts} from '../config/useRuntimeHosts';

const SessionContext = createContext<SessionState | null>(null);

/**
 * Checks the session once per page load (it lives in Root, which survives
 * client-side navigation) and shares the answer with every component.
 * Static HTML and the first browser render see `undefined` (unknown), so
 * nothing personal is ever written into the HTML.
 */
export function SessionProvider({children}: {children: ReactNode}): ReactNode {
  const {hosts, resolved} = useRuntimeHosts();
  const [session, setSession] = useState<SessionState>(undefined);

  useEffect(() => {
    if (!resolved) {
      return undefined;
    }
    let active = true;
    void fetchSession(hosts.account).then((answer) => {
      // A transition: the whole page reads the session (the header, code
      // with tokens), and React renders that in short slices.
      if (active) {
        startTransition(() => {
          setSession(answer);
        });
      }
    });
    return () => {
      active = false;
    };
  }, [resolved, hosts.account]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The reader's session: `undefined` while unknown, then the user or `false`. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (session === null) {
    throw new Error('Hook useSession is called outside the <SessionProvider>.');
  }
  return session;
}

/**
 * The reader's public access token: `undefined` while the session is
 * unknown, `null` when signed out or without a default public token.
 */
export function usePublicToken(): string | null | undefined {
  const session = useSession();
  if (session === undefined) {
    return undefined;
  }
  return session ? publicTokenOf(session) : null;
}
