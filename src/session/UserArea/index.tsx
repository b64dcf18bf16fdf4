import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import {usePanelLinks} from '@site/src/components/ProductNav/usePanelLinks';
import {useAccountLinks} from '../accountLinks';
import {useSession} from '../SessionProvider';
import UserMenu from './UserMenu';
import styles from './styles.module.css';

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
  let content: ReactNode;
  if (session === undefined) {
    content = (
      <span
        className={styles.placeholder}
        role="status"
        aria-label={translate({id: 'user.checking', message: 'Checking sign-in status'})}
      />
    );
  } else if (session === false) {
    content = <SignedOutLinks />;
  } else {
    content = mobile ? <SignedInShortcuts /> : <UserMenu user={session} />;
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
