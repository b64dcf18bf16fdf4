import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import type {OfflineGlobalData} from '../../index';
import type {OfflineManifest} from '../../model/offlineManifest';
import {formatCount, formatDate, formatMegabytes, requestedPath} from './format';
import {INITIAL_COPY_STATE, offlineCopyStore, type OfflineCopyState} from './offlineCopyStore';
import type {SaveFailure} from './savedCopy';
import {filesToFetch} from './savedCopy';
import styles from './styles.module.css';

function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

function FailureMessage({failure, locale}: {failure: SaveFailure; locale: string}): ReactNode {
  switch (failure.kind) {
    case 'cancelled':
      return (
        <Translate id="offline.copy.cancelled">
          Saving stopped. What was saved is kept; save again to finish the copy.
        </Translate>
      );
    case 'quota':
      return failure.needed !== undefined && failure.available !== undefined ? (
        <Translate
          id="offline.copy.quotaBeforeStart"
          values={{
            needed: formatMegabytes(failure.needed, locale),
            available: formatMegabytes(Math.max(0, failure.available), locale),
          }}>
          {
            'There is not enough storage for the copy: it needs {needed}, and this browser allows the site {available} more. Free some space and try again.'
          }
        </Translate>
      ) : (
        <Translate id="offline.copy.quota">
          The browser refused to store more files: its storage for this site is full. The copy is
          incomplete. Free some space and save again.
        </Translate>
      );
    case 'storage':
      return (
        <Translate id="offline.copy.storageRefused">
          This browser does not let the site store files (private browsing can do this), so the docs
          cannot be saved for offline reading.
        </Translate>
      );
    case 'network':
      return (
        <Translate id="offline.copy.networkFailed" values={{url: <code>{failure.url}</code>}}>
          {
            'A file could not be downloaded ({url}). The copy is incomplete; save again to finish it.'
          }
        </Translate>
      );
  }
}

function CopyStatus({
  state,
  manifest,
  locale,
}: {
  state: OfflineCopyState;
  manifest: OfflineManifest;
  locale: string;
}): ReactNode {
  const {saved} = state;
  if (!saved) {
    return (
      <p data-testid="offline-copy-status" data-state="none">
        <Translate
          id="offline.copy.none"
          values={{
            size: formatMegabytes(manifest.bytes, locale),
            files: formatCount(manifest.files.length, locale),
          }}>
          {'Nothing is saved yet. The copy holds {files} files ({size}).'}
        </Translate>
      </p>
    );
  }
  const current = saved.build === manifest.build;
  if (saved.complete && current) {
    return (
      <p data-testid="offline-copy-status" data-state="complete">
        <Translate
          id="offline.copy.complete"
          values={{
            date: formatDate(saved.savedAt, locale),
            build: <code>{saved.build}</code>,
            builtAt: formatDate(saved.builtAt, locale),
          }}>
          {'Saved on this device on {date}: complete, from build {build} of {builtAt}.'}
        </Translate>
      </p>
    );
  }
  if (saved.complete) {
    const changed = filesToFetch(manifest, saved);
    return (
      <p data-testid="offline-copy-status" data-state="outdated">
        <Translate
          id="offline.copy.outdated"
          values={{
            build: <code>{saved.build}</code>,
            files: formatCount(changed.length, locale),
            size: formatMegabytes(
              changed.reduce((sum, file) => sum + file.bytes, 0),
              locale,
            ),
          }}>
          {
            'The copy on this device is of an older build ({build}). Updating it downloads the {files} files that changed ({size}).'
          }
        </Translate>
      </p>
    );
  }
  const stored = manifest.files.length - filesToFetch(manifest, saved).length;
  return (
    <p data-testid="offline-copy-status" data-state="partial">
      <Translate
        id="offline.copy.partial"
        values={{
          stored: formatCount(stored, locale),
          files: formatCount(manifest.files.length, locale),
        }}>
        {
          'The copy on this device is incomplete: {stored} of {files} files. Save again to finish it.'
        }
      </Translate>
    </p>
  );
}

function Progress({state, locale}: {state: OfflineCopyState; locale: string}): ReactNode {
  const {progress} = state;
  if (!progress) return null;
  return (
    <div className={styles.progress}>
      <progress
        max={progress.totalBytes}
        value={progress.bytes}
        aria-label={translate({id: 'offline.copy.progressLabel', message: 'Saving for offline'})}
      />
      <p aria-live="polite" data-testid="offline-progress">
        <Translate
          id="offline.copy.progress"
          values={{
            files: formatCount(progress.files, locale),
            totalFiles: formatCount(progress.totalFiles, locale),
            bytes: formatMegabytes(progress.bytes, locale),
            totalBytes: formatMegabytes(progress.totalBytes, locale),
          }}>
          {'{files} of {totalFiles} files · {bytes} of {totalBytes}'}
        </Translate>
      </p>
    </div>
  );
}

function SaveControls({
  state,
  manifest,
  locale,
  online,
  store,
}: {
  state: OfflineCopyState;
  manifest: OfflineManifest;
  locale: string;
  online: boolean;
  store: ReturnType<typeof offlineCopyStore>;
}): ReactNode {
  const {saved, saving} = state;
  const upToDate = saved?.complete && saved.build === manifest.build;
  const remaining = filesToFetch(manifest, saved).reduce((sum, file) => sum + file.bytes, 0);
  return (
    <div className={styles.controls}>
      {saving ? (
        <button type="button" className="button button--secondary" onClick={store.cancel}>
          <Translate id="offline.copy.cancel">Cancel</Translate>
        </button>
      ) : (
        !upToDate && (
          <button
            type="button"
            className="button button--primary"
            disabled={!online}
            onClick={() => void store.save()}>
            {saved?.complete ? (
              <Translate
                id="offline.copy.update"
                values={{size: formatMegabytes(remaining, locale)}}>
                {'Update the copy ({size})'}
              </Translate>
            ) : (
              <Translate id="offline.copy.save" values={{size: formatMegabytes(remaining, locale)}}>
                {'Save for offline ({size})'}
              </Translate>
            )}
          </button>
        )
      )}
      {saved && !saving && (
        <button
          type="button"
          className="button button--outline button--danger"
          onClick={() => void store.remove()}>
          <Translate id="offline.copy.remove">Remove the copy</Translate>
        </button>
      )}
      {!online && !saving && !upToDate && (
        <p className={styles.note}>
          <Translate id="offline.copy.needsConnection">
            Saving needs a connection; come back when you are online.
          </Translate>
        </p>
      )}
    </div>
  );
}

function AvailablePages({
  state,
  manifest,
  offlinePageUrl,
}: {
  state: OfflineCopyState;
  manifest: OfflineManifest;
  offlinePageUrl: string;
}): ReactNode {
  const pages = manifest.pages.filter(
    (page) => state.available.has(page.url) && page.url !== offlinePageUrl,
  );
  return (
    <section aria-labelledby="offline-available">
      <Heading as="h2" id="offline-available">
        <Translate id="offline.available.title">Available on this device</Translate>
      </Heading>
      {pages.length === 0 ? (
        <p>
          <Translate id="offline.available.none">
            No page of this language is kept on this device yet: pages you read are kept for a
            while, and a saved copy keeps them all.
          </Translate>
        </p>
      ) : (
        <>
          <p>
            <Translate id="offline.available.count" values={{count: pages.length}}>
              {'{count} pages can be read without a connection:'}
            </Translate>
          </p>
          <ul className={styles.pages} data-testid="offline-available">
            {pages.map((page) => (
              <li key={page.url}>
                {/* A full load, not the app's navigation (`pathname://` makes Docusaurus's
                    Link a plain link, `_self` keeps it in the tab): a page kept because it
                    was read has the files its document asked for, not those the app would
                    need to render it here (a code block's highlighter, for one). */}
                <Link to={`pathname://${page.url}`} target="_self">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function OfflinePage(): ReactNode {
  const data = usePluginData('offline') as OfflineGlobalData;
  const store = offlineCopyStore(data.manifestUrl, data.scope, data.locale);
  const state = useSyncExternalStore(store.subscribe, store.getState, () => INITIAL_COPY_STATE);
  const online = useOnline();
  const location = useLocation();
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => setOrigin(window.location.origin), []);
  useEffect(() => {
    void store.load();
  }, [store]);
  const from = origin ? requestedPath(location.search, data.scope, origin) : null;
  const {manifest} = state;
  const title = from
    ? translate({id: 'offline.page.offlineTitle', message: 'This page is not on this device'})
    : translate({id: 'offline.page.title', message: 'Read offline'});

  return (
    <Layout
      title={title}
      description={translate({
        id: 'offline.page.description',
        message: 'Save the docs on this device to read, search and run the examples offline.',
      })}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        {from && (
          <div className="alert alert--warning margin-bottom--md" role="alert">
            <p>
              <Translate id="offline.page.notSaved" values={{page: <code>{from}</code>}}>
                {'{page} could not be loaded, and no copy of it is kept on this device.'}
              </Translate>
            </p>
            <Link to={`pathname://${from}`} target="_self">
              <Translate id="offline.page.tryAgain">Try again</Translate>
            </Link>
          </div>
        )}
        <p>
          <Translate id="offline.page.intro">
            Save the docs in this language on this device: every page, the search index, and the
            examples with their map data. You can then read, search and run them with no connection,
            on a train, a plane or a closed network.
          </Translate>
        </p>
        <section aria-labelledby="offline-copy" className={styles.copy}>
          <Heading as="h2" id="offline-copy">
            <Translate id="offline.copy.title">Offline copy</Translate>
          </Heading>
          {state.storageMissing ? (
            <p role="alert">
              <FailureMessage failure={{kind: 'storage'}} locale={data.locale} />
            </p>
          ) : manifest === null ? (
            <p>
              <Translate id="offline.copy.loading">Checking what this device keeps…</Translate>
            </p>
          ) : manifest === 'error' ? (
            <p role="alert">
              <Translate id="offline.copy.manifestFailed">
                The list of files to save could not be loaded. Check the connection and reload the
                page.
              </Translate>
            </p>
          ) : (
            <>
              <CopyStatus state={state} manifest={manifest} locale={data.locale} />
              <Progress state={state} locale={data.locale} />
              {state.failure && (
                <p role="alert" className={styles.failure} data-testid="offline-failure">
                  <FailureMessage failure={state.failure} locale={data.locale} />
                </p>
              )}
              {state.removed && (
                <p role="status">
                  <Translate id="offline.copy.removed">The offline copy was removed.</Translate>
                </p>
              )}
              <SaveControls
                state={state}
                manifest={manifest}
                locale={data.locale}
                online={online}
                store={store}
              />
            </>
          )}
        </section>
        {manifest && manifest !== 'error' && (
          <AvailablePages state={state} manifest={manifest} offlinePageUrl={data.offlinePageUrl} />
        )}
      </main>
    </Layout>
  );
}
