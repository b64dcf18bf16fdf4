import {useCallback, useEffect, useState, useSyncExternalStore} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {useSiteSettings} from '@site/src/config/useSiteSettings';
import {
  ANNOUNCEMENT_ERROR,
  announcementUrl,
  loadAnnouncement,
} from '@site/src/lib/announcement/loadAnnouncement';
import {hasContent, type Announcement} from '@site/src/lib/announcement/announcementHeader';
import {browserIsOffline} from '@site/src/lib/browserOffline';
import {safeLocalStorage} from '@site/src/lib/safeStorage';
import {useRuntimeHosts} from '@site/src/session';

/** Storage keys other docs sites of the provider read too, shared with Docusaurus' own announcement bar. */
export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';

/**
 * One request per page load: the Layout, and with it the bar, remounts on
 * some client-side navigations, which must not fetch again or flash.
 */
let request: Promise<Announcement | null> | null = null;
let settled: {value: Announcement | null} | null = null;

function requestAnnouncement(url: string, productId: string): Promise<Announcement | null> {
  // Offline (a saved copy of the docs), there is nothing to announce and no failure to report.
  if (browserIsOffline()) {
    settled = {value: null};
    return Promise.resolve(null);
  }
  request ??= loadAnnouncement(url, {
    loadParser: async () =>
      (
        await import(
          /* webpackChunkName: "announcement-parser" */ '@site/src/lib/announcement/bannerParser'
        )
      ).bannerParser(productId),
  })
    .catch((error: unknown) => {
      console.error(ANNOUNCEMENT_ERROR, error);
      return null;
    })
    .then((value) => {
      settled = {value};
      return value;
    });
  return request;
}

function subscribe(onChange: () => void): () => void {
  return safeLocalStorage().subscribe((key) => {
    if (key === null || key === DISMISS_KEY || key === ID_KEY) {
      onChange();
    }
  });
}

/** The id of the banner the visitor closed, or null. */
function dismissedId(): string | null {
  const storage = safeLocalStorage();
  return storage.get(DISMISS_KEY) === 'true' ? storage.get(ID_KEY) : null;
}

export type AnnouncementState =
  | {status: 'loading'}
  | {status: 'hidden'}
  | {status: 'visible'; announcement: Announcement; close: () => void};

/**
 * Loads the remote announcement after hydration and follows the visitor's
 * dismissal in this tab and in others. Static HTML and the hydration render
 * always say "loading", so the server never renders a bar.
 */
export function useAnnouncement(): AnnouncementState {
  const isBrowser = useIsBrowser();
  const {environment, resolved} = useRuntimeHosts();
  const settings = useSiteSettings();
  const {siteConfig} = useDocusaurusContext();
  // On a client-side remount the answer is already known: use it at once.
  const [announcement, setAnnouncement] = useState<Announcement | null | undefined>(() =>
    isBrowser && settled ? settled.value : undefined,
  );
  const dismissed = useSyncExternalStore(subscribe, dismissedId, () => null);

  useEffect(() => {
    if (!resolved) {
      return undefined;
    }
    const url = announcementUrl(environment, settings.hosts.production.docs, siteConfig.baseUrl);
    let active = true;
    void requestAnnouncement(url, settings.productId).then((value) => {
      if (active) {
        setAnnouncement(value);
      }
    });
    return () => {
      active = false;
    };
  }, [resolved, environment, settings, siteConfig.baseUrl]);

  // A banner with a new id resets an earlier dismissal: it is news again.
  useEffect(() => {
    if (!announcement?.showBanner) {
      return;
    }
    const storage = safeLocalStorage();
    if (storage.get(DISMISS_KEY) === 'true' && storage.get(ID_KEY) !== announcement.id) {
      storage.set(ID_KEY, announcement.id);
      storage.set(DISMISS_KEY, 'false');
    }
  }, [announcement]);

  const id = announcement?.id;
  const close = useCallback(() => {
    if (id === undefined) {
      return;
    }
    const storage = safeLocalStorage();
    storage.set(ID_KEY, id);
    storage.set(DISMISS_KEY, 'true');
  }, [id]);

  if (announcement === undefined) {
    return {status: 'loading'};
  }
  if (
    announcement === null ||
    !announcement.showBanner ||
    !hasContent(announcement) ||
    dismissed === announcement.id
  ) {
    return {status: 'hidden'};
  }
  return {status: 'visible', announcement, close};
}
