import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';

import {useHosts} from '@site/src/config/useSiteSettings';
import {accountAuthUrl, useCurrentPageUrl} from './useRouteTo';
import styles from './styles.module.css';

/**
 * The header's user area. Signed out (the only state until the session
 * check exists): Sign in and Sign up on the account site, each returning
 * the reader to the page they were on. On mobile the same links form the
 * bottom bar of the menu.
 */
export default function UserArea({mobile}: {mobile?: boolean}): ReactNode {
  const {account} = useHosts();
  const pageUrl = useCurrentPageUrl();
  return (
    <div className={clsx(styles.userArea, mobile && styles.bottomBar)} data-testid="user-area">
      <a
        className={clsx('button button--sm button--outline button--secondary', styles.action)}
        href={accountAuthUrl(account, 'signin', pageUrl)}>
        <Translate id="user.signIn">Sign in</Translate>
      </a>
      <a
        className={clsx('button button--sm button--primary', styles.action)}
        href={accountAuthUrl(account, 'signup', pageUrl)}>
        <Translate id="user.signUp">Sign up</Translate>
      </a>
    </div>
  );
}
