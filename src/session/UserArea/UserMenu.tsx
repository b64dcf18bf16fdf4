import {useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import {useHeaderMenu} from '@site/src/components/HeaderMenus';
import {requestSignOut} from '../accountApi';
import {useAccountLinks} from '../accountLinks';
import type {SessionUser} from '../types';
import {useRuntimeHosts} from '../../config/useRuntimeHosts';
import styles from './styles.module.css';

/** The avatar image, or the first letter of the user id when there is none or it fails. */
function Avatar({user}: {user: SessionUser}): ReactNode {
  const [failed, setFailed] = useState(false);
  if (user.avatar && !failed) {
    return (
      <img
        className={styles.avatar}
        src={user.avatar}
        alt=""
        width={32}
        height={32}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className={clsx(styles.avatar, styles.initial)} aria-hidden="true">
      {user.id.charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * Signed-in header menu: Console, Access tokens, the user id and Sign out.
 * A disclosure (button + list of links) rather than an ARIA menu, so links
 * behave as links. Escape, a click outside, focus leaving or the language
 * menu opening closes it.
 */
export default function UserMenu({user}: {user: SessionUser}): ReactNode {
  const {isOpen, open, close} = useHeaderMenu('user');
  const {consoleUrl, accessTokensUrl} = useAccountLinks();
  const {hosts} = useRuntimeHosts();
  const [signingOut, setSigningOut] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    const closeWhenOutside = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) {
        close();
      }
    };
    document.addEventListener('pointerdown', closeWhenOutside);
    document.addEventListener('focusin', closeWhenOutside);
    return () => {
      document.removeEventListener('pointerdown', closeWhenOutside);
      document.removeEventListener('focusin', closeWhenOutside);
    };
  }, [isOpen, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };

  const signOut = async () => {
    setSigningOut(true);
    try {
      await requestSignOut(hosts.account);
    } catch (error) {
      // The account site refused; the reload below shows the real state.
      console.error('Sign-out failed:', error);
    } finally {
      window.location.reload();
    }
  };

  return (
    <div ref={containerRef} className={styles.userMenu} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatarButton}
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={translate(
          {id: 'user.menu.label', message: 'Account menu for {userId}'},
          {userId: user.id},
        )}
        onClick={() => (isOpen ? close() : open())}>
        <Avatar user={user} />
      </button>
      <div id={menuId} className={styles.menuPanel} hidden={!isOpen}>
        <p className={styles.userId}>
          <Translate id="user.menu.signedInAs" values={{userId: <strong>{user.id}</strong>}}>
            {'Signed in as {userId}'}
          </Translate>
        </p>
        <ul className={styles.menuList}>
          <li>
            <a className={styles.menuLink} href={consoleUrl}>
              <Translate id="user.menu.console">Console</Translate>
            </a>
          </li>
          <li>
            <a className={styles.menuLink} href={accessTokensUrl}>
              <Translate id="user.menu.accessTokens">Access tokens</Translate>
            </a>
          </li>
          <li>
            <button
              type="button"
              className={styles.menuLink}
              disabled={signingOut}
              onClick={() => void signOut()}>
              {signingOut ? (
                <Translate id="user.menu.signingOut">Signing out…</Translate>
              ) : (
                <Translate id="user.menu.signOut">Sign out</Translate>
              )}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
