import {lazy, Suspense, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import type {ExampleData} from '@site/plugins/examples/types';
import {RUN_DOCUMENT_MESSAGE, publishedRunnerUrlFor, runnerUrlFor} from './demoFrame';
import {ACCESS_TOKEN_PLACEHOLDER} from '@site/src/lib/accessTokenInCode';
import ConsolePanel from './ConsolePanel';
import DownloadProjectButton from './DownloadProjectButton';
import PrefillForm from './PrefillForm';
import {usePlayground} from './usePlayground';
import styles from './styles.module.css';

// Its own chunk, fetched when a reader first opens the editor.
const CodeEditor = lazy(() => import(/* webpackChunkName: "code-editor" */ './CodeEditor'));

function Notices({playground}: {playground: ReturnType<typeof usePlayground>}): ReactNode {
  const {source, saveFailed, failure, shared} = playground;
  return (
    <>
      {failure && (
        <p className={clsx(styles.notice, styles.noticeWarning)} role="alert">
          {failure}
        </p>
      )}
      {source === 'shared' && (
        <p className={clsx(styles.notice, styles.noticeInfo)} role="status">
          <Translate id="example.editor.sharedNotice">
            This is code from a shared link, not the example as published. Reset shows the original.
          </Translate>
        </p>
      )}
      {source === 'damaged-link' && (
        <p className={clsx(styles.notice, styles.noticeWarning)} role="alert">
          <Translate id="example.editor.damagedLink">
            This shared link is damaged and its code could not be read, so the original example is
            shown.
          </Translate>
        </p>
      )}
      {source === 'oversized-link' && (
        <p className={clsx(styles.notice, styles.noticeWarning)} role="alert">
          <Translate id="example.editor.oversizedLink">
            This shared link holds more code than an example can have, so the original example is
            shown.
          </Translate>
        </p>
      )}
      {saveFailed && (
        <p className={clsx(styles.notice, styles.noticeWarning)} role="alert">
          <Translate id="example.editor.saveFailed">
            This browser did not let the page save your edits (storage is full or turned off). They
            stay until you leave the page.
          </Translate>
        </p>
      )}
      {shared && (
        <div className={clsx(styles.notice, styles.noticeInfo)} role="status">
          <label className={styles.shareLabel}>
            {shared.copied ? (
              <Translate id="example.editor.shareCopied">Link copied to the clipboard:</Translate>
            ) : (
              <Translate id="example.editor.shareCopyByHand">Copy this link:</Translate>
            )}
            <input
              className={styles.shareLink}
              type="text"
              readOnly
              value={shared.link}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="example-share-link"
            />
          </label>
          <p className={styles.shareNote}>
            {shared.tokenRemoved ? (
              <Translate
                id="example.editor.shareTokenRemoved"
                values={{placeholder: <code>{ACCESS_TOKEN_PLACEHOLDER}</code>}}>
                {'Your access token is not in the link: it was replaced with {placeholder}.'}
              </Translate>
            ) : (
              <Translate id="example.editor.shareNoToken">
                A shared link never contains an access token.
              </Translate>
            )}
          </p>
        </div>
      )}
    </>
  );
}

/**
 * An example's live map with its editor: edit the code, run it in the
 * offline runtime with its console under the map, reset, share it in a
 * link, or open it in CodePen or JSFiddle.
 */
export default function ExamplePlayground({example}: {example: ExampleData}): ReactNode {
  // From the site's root: one runtime for every locale.
  const demoUrl = example.demoPath;
  const playground = usePlayground(example, demoUrl);
  const {editorOpen, setEditorOpen, run, frame, edited} = playground;
  const editorId = useId();
  const [projectFailure, setProjectFailure] = useState<ReactNode>(null);
  const handedRun = useRef<string | null>(null);
  const frameTitle = translate(
    {id: 'example.preview.frameTitle', message: 'Live map: {title}'},
    {title: example.title},
  );
  return (
    <figure className={styles.playground}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={clsx(
            'button button--sm',
            editorOpen ? 'button--primary' : 'button--secondary',
          )}
          aria-expanded={editorOpen}
          aria-controls={editorId}
          onClick={() => setEditorOpen(!editorOpen)}>
          <Translate id="example.editor.edit">Edit code</Translate>
        </button>
        {editorOpen && (
          <>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={playground.runCode}
              aria-keyshortcuts="Control+Enter Meta+Enter">
              <Translate id="example.editor.run">Run</Translate>
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={playground.reset}
              disabled={!edited && playground.source === 'example' && run === null}>
              <Translate id="example.editor.reset">Reset</Translate>
            </button>
            <button
              type="button"
              className="button button--sm button--secondary"
              onClick={() => void playground.share()}>
              <Translate id="example.editor.share">Share</Translate>
            </button>
          </>
        )}
        {edited && (
          <span className={styles.edited} data-testid="example-edited">
            <Translate id="example.editor.edited">Edited</Translate>
          </span>
        )}
        <span className={styles.toolbarEnd}>
          <PrefillForm
            site="codepen"
            code={playground.code}
            label={<Translate id="example.editor.codepen">Open in CodePen</Translate>}
          />
          <PrefillForm
            site="jsfiddle"
            code={playground.code}
            label={<Translate id="example.editor.jsfiddle">Open in JSFiddle</Translate>}
          />
          <DownloadProjectButton
            example={example}
            code={playground.code}
            edited={edited}
            onFailure={setProjectFailure}
          />
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => void frame.current?.requestFullscreen()}>
            <Translate id="example.preview.fullscreen">Fullscreen</Translate>
          </button>
          <a
            className="button button--sm button--secondary"
            href={demoUrl}
            target="_blank"
            rel="noopener noreferrer">
            <Translate id="example.preview.standalone">Open standalone</Translate>
          </a>
        </span>
      </div>
      <Notices playground={playground} />
      {projectFailure && (
        <p className={clsx(styles.notice, styles.noticeWarning)} role="alert">
          {projectFailure}
        </p>
      )}
      {/*
        The runner: same-origin and not sandboxed, so the site's HTTP cache and
        its service worker serve the runtime; the demo runs in the sandboxed
        frame it makes (see example-runtime/runner.js).
      */}
      <iframe
        key={`${demoUrl} ${run?.id ?? 'published'}`}
        ref={frame}
        className={styles.frame}
        // An edit is handed to the runner once it has loaded.
        src={run ? runnerUrlFor(demoUrl) : publishedRunnerUrlFor(demoUrl)}
        onLoad={(event) => {
          // Once per run: the runner's first load is the only one it may be given the code in.
          if (!run || handedRun.current === run.id) return;
          handedRun.current = run.id;
          event.currentTarget.contentWindow?.postMessage(
            {type: RUN_DOCUMENT_MESSAGE, document: run.document, title: frameTitle},
            window.location.origin,
          );
        }}
        title={frameTitle}
        loading={run ? undefined : 'lazy'}
        allow="fullscreen; geolocation"
        // What the runner says, in the page's language, when it has no demo to show.
        data-not-an-example={translate({
          id: 'example.runner.notAnExample',
          message: 'Not an example of this site.',
        })}
        data-load-failed={translate({
          id: 'example.runner.loadFailed',
          message: 'This example could not be loaded. Check your connection and reload the page.',
        })}
        data-testid="example-frame"
      />
      {editorOpen && (
        <ConsolePanel entries={playground.entries} onClear={playground.clearConsole} />
      )}
      <figcaption className={styles.caption}>
        <Translate id="example.preview.runtimeNote">
          This preview runs on the bundled open-source runtime (MapLibre GL JS) with offline data,
          so it looks simpler than the real map. The code below is what you run against the hosted
          service.
        </Translate>
      </figcaption>
      <div id={editorId} hidden={!editorOpen} className={styles.editorPanel}>
        {editorOpen && (
          <>
            <p className={styles.keys} id={`${editorId}-keys`}>
              <Translate id="example.editor.keys">
                Ctrl+Enter (⌘+Enter on a Mac) runs the code. Esc, then Tab, leaves the editor.
              </Translate>
            </p>
            <Suspense
              fallback={
                <p className={styles.loading}>
                  <Translate id="example.editor.loading">Loading the editor…</Translate>
                </p>
              }>
              <CodeEditor
                value={playground.code}
                onChange={playground.edit}
                onRun={playground.runCode}
                label={translate(
                  {id: 'example.editor.label', message: 'Code of the example: {title}'},
                  {title: example.title},
                )}
              />
            </Suspense>
          </>
        )}
      </div>
    </figure>
  );
}
