import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ThemeClassNames} from '@docusaurus/theme-common';

import type {Announcement} from '@site/src/lib/announcement/announcementHeader';

import {useAnnouncement, type AnnouncementState} from './useAnnouncement';
import styles from './styles.module.css';

/** The bar is 50 px tall; the same value as --site-announcement-height. */
const BAR_HEIGHT = 50;

/**
 * Replaces the classic theme's AnnouncementBar (see src/theme/README.md):
 * the bar's content comes from a remote JSON file read after hydration, not
 * from `themeConfig.announcementBar`. Nothing renders until the file has
 * answered, so static HTML has no bar and no space is reserved for one.
 */

/** A small original mark for announcements about building with the library. */
function BuildLogo(): ReactNode {
  return (
    <svg className={styles.logo} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
      <rect x="2" y="2" width="28" height="28" rx="7" fill="#26324a" />
      <rect x="7" y="18" width="8" height="6" rx="1.5" fill="#f5b83d" />
      <rect x="17" y="18" width="8" height="6" rx="1.5" fill="#6fc3a0" />
      <rect x="12" y="10" width="8" height="6" rx="1.5" fill="#7aa7f0" />
    </svg>
  );
}

function Visual({announcement}: {announcement: Announcement}): ReactNode {
  const productLogo = useBaseUrl('img/logo.svg');
  const [imageFailed, setImageFailed] = useState(false);
  if (announcement.imageUrl && !imageFailed) {
    return (
      <img
        className={styles.image}
        src={announcement.imageUrl}
        alt=""
        height={30}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setImageFailed(true)}
      />
    );
  }
  if (announcement.logo === 'product') {
    return <img className={styles.logo} src={productLogo} alt="" width={28} height={28} />;
  }
  if (announcement.logo === 'build') {
    return <BuildLogo />;
  }
  return null;
}

function CloseIcon(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        d="M3 3l10 10M13 3L3 13"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

function Bar({announcement, close}: Extract<AnnouncementState, {status: 'visible'}>): ReactNode {
  const {textHTML, textColor, link, linkType} = announcement;
  return (
    <section
      className={clsx(ThemeClassNames.announcementBar.container, styles.bar)}
      aria-label={translate({
        id: 'announcement.label',
        message: 'Announcement',
        description: 'Accessible name of the announcement bar at the top of every page',
      })}
      data-testid="announcement-bar">
      <div className={styles.content}>
        <Visual announcement={announcement} />
        {textHTML && (
          <div
            className={styles.message}
            style={textColor ? {color: textColor} : undefined}
            // Sanitised by DOMPurify with an inline-only allow-list (src/lib/announcement/sanitizeHtml.ts).
            dangerouslySetInnerHTML={{__html: textHTML}}
          />
        )}
        {link && (
          <a
            className={linkType === 'button' ? styles.button : styles.textLink}
            href={link.url}
            data-link-type={linkType}>
            {link.text}
          </a>
        )}
      </div>
      <button
        type="button"
        className={clsx('clean-btn', styles.close)}
        onClick={close}
        aria-label={translate({
          id: 'announcement.close',
          message: 'Close announcement',
          description: 'Accessible name of the button that dismisses the announcement bar',
        })}>
        <CloseIcon />
      </button>
    </section>
  );
}

export default function AnnouncementBar(): ReactNode {
  const state = useAnnouncement();

  // Tells stylesheets and tests whether the bar is up, without them having
  // to wait on the network themselves.
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.announcementBar = state.status;
    return () => {
      delete root.dataset.announcementBar;
    };
  }, [state.status]);

  // While the bar is in view it pushes the sticky docs sidebar 50 px down;
  // custom.css then keeps the sidebar's last items reachable (what the
  // classic theme does for its own bar with useAnnouncementBar).
  const visible = state.status === 'visible';
  useEffect(() => {
    if (!visible) {
      return undefined;
    }
    const root = document.documentElement;
    const update = () => {
      root.toggleAttribute('data-announcement-bar-in-view', window.scrollY < BAR_HEIGHT);
    };
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => {
      window.removeEventListener('scroll', update);
      root.removeAttribute('data-announcement-bar-in-view');
    };
  }, [visible]);

  return state.status === 'visible' ? <Bar {...state} /> : null;
}
