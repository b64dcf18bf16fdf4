import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import {usePanelLinks} from '@site/src/components/ProductNav/usePanelLinks';
import {useAccountLinks} from '../accountLinks';
import {useSession} from '../SessionProvider';
import styles from './styles.module.css';

/**
 * Where the menu's code could not load (the network went away): the
 * account console, where the menu's links lead, as a plain link.
 */
function ConsoleLink(): ReactNode {
  const {consoleUrl} = useAccountLinks();
  return (
    <a className={clsx('button button--sm button--secondary', styles.action)} href={consoleUrl}>
      <Translate id="user.menu.console">Console</Translate>
    </a>
  );
}

// Only a signed-in reader sees the menu, and only once the account site has
// answered: its code loads then, not with every page.
const UserMenu = lazy(() =>
  import(/* webpackChunkName: "user-menu" */ './UserMenu').catch(() => ({default: ConsoleLink})),
);

function SignedOutLinks(): ReactNode {
  const {signInUrl, signUpUrl} = useAccountLinks();
  return (
    <>
      <a
        className={clsx('button button--sm button--outline button--secondary', styles.action)}
        href={signInUrl}>
        <Translate id="user.signIn">Sign in</Translate>
      </a>
      <a className={clsx('button button--sm button--primary', styles.action)} href={signUpUrl}>
        <Translate id="user.signUp">Sign up</Translate>
      </a>
    </>
  );
}

/** The mobile menu's bottom bar for a signed-in reader. */
function SignedInShortcuts(): ReactNode {
  const {resolveHref} = usePanelLinks();
  const {accessTokensUrl} = useAccountLinks();
  return (
    <>
      <a
        className={clsx('button button--sm button--outline button--secondary', styles.action)}
        href={resolveHref('/ask-ai/')}>
        <Translate id="user.bottomBar.askAi">Ask AI</Translate>
      </a>
      <a
        className={clsx('button button--sm button--primary', styles.action)}
        href={accessTokensUrl}>
        <Translate id="user.bottomBar.getToken">Get your token</Translate>
      </a>
    </>
  );
}

/**
 * The header's user area, and on mobile the menu's bottom bar. While the
 * session is unknown (static HTML, then until the account site answers) a
 * placeholder holds the same space, so nothing moves when the answer comes.
 */
export default function UserArea({mobile}: {mobile?: boolean}): ReactNode {
  const session = useSession();
  const placeholder = (
    <span
      className={styles.placeholder}
      role="status"
      aria-label={translate({id: 'user.checking', message: 'Checking sign-in status'})}
    />
  );
  let content: ReactNode;
  if (session === undefined) {
    content = placeholder;
  } else if (session === false) {
    content = <SignedOutLinks />;
  } else if (mobile) {
    content = <SignedInShortcuts />;
  } else {
    content = (
      <Suspense fallback={placeholder}>
        <UserMenu user={session} />
      </Suspense>
    );
  }
  return (
    <div
      className={clsx(styles.userArea, mobile && styles.bottomBar)}
      data-testid="user-area"
      data-session={session === undefined ? 'unknown' : session ? 'signed-in' : 'signed-out'}>
      {content}
    </div>
  );
}
