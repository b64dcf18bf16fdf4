import {useCallback, useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';

import type {ExampleData} from '@site/plugins/examples/types';
import {safeLocalStorage} from '@site/src/lib/safeStorage';
import {usePublicToken} from '@site/src/session';
import {withReaderToken, withoutAccessTokens} from './codeTokens';
import {CONSOLE_LEVELS, CONSOLE_MESSAGE_TYPE, type ConsoleMessage} from './consoleMessage';
import {sharedValueOf} from './shareFragment';

// The code that builds run documents and shared links loads when first used.
const loadRunDocument = () => import('./runDocument');
const loadShare = () => import('./share');

export interface ConsoleEntry {
  readonly id: number;
  readonly level: ConsoleMessage['level'];
  readonly text: string;
  readonly line: number | null;
}

/** Where the code in the editor came from when the page opened. */
export type CodeSource = 'example' | 'stored' | 'shared' | 'damaged-link' | 'oversized-link';

export interface ShareResult {
  readonly link: string;
  readonly copied: boolean;
  readonly tokenRemoved: boolean;
}

function loadFailedMessage(): string {
  return translate({
    id: 'example.editor.loadFailed',
    message:
      'Part of the editor could not be loaded. Check your connection, then try again or reload the page.',
  });
}

const MAX_MESSAGE_LENGTH = 2000;

/** Enough for any example's output; a loop that logs forever cannot flood the page. */
const MAX_CONSOLE_ENTRIES = 200;

/**
 * The state of an example's editor: the code (the example with the
 * reader's token, or their edit), the document the frame runs, what the
 * frame logged, and what sharing and saving did. Edits are kept in local
 * storage per example without any access token; a shared link's code is
 * opened, not stored, until the reader edits it.
 */
export function usePlayground(example: ExampleData, demoUrl: string) {
  const token = usePublicToken();
  const storageKey = `${example.preview.productId}-gl-js.example-edit.${example.slug}`;
  const original = withReaderToken(example.code, token);
  const [draft, setDraft] = useState<string | null>(null);
  const [source, setSource] = useState<CodeSource>('example');
  const [editorOpen, setEditorOpen] = useState(false);
  const [run, setRun] = useState<{id: string; document: string} | null>(null);
  const [entries, setEntries] = useState<ConsoleEntry[]>([]);
  const [saveFailed, setSaveFailed] = useState(false);
  const [shared, setShared] = useState<ShareResult | null>(null);
  // A part of the editor that could not load (offline, a new deployment).
  const [failure, setFailure] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const counter = useRef(0);
  const code = draft ?? original;

  const log = useCallback((entry: Omit<ConsoleEntry, 'id'>) => {
    counter.current += 1;
    const id = counter.current;
    setEntries((current) => [...current, {...entry, id}].slice(-MAX_CONSOLE_ENTRIES));
  }, []);

  const start = useCallback(
    async (text: string) => {
      counter.current += 1;
      const id = `run-${counter.current}`;
      setEntries([]);
      setFailure(null);
      let runDocument: Awaited<ReturnType<typeof loadRunDocument>>['runDocument'];
      try {
        ({runDocument} = await loadRunDocument());
      } catch {
        setFailure(loadFailedMessage());
        return;
      }
      try {
        const document = runDocument(text, {
          preview: example.preview,
          runtimeDemoUrl: new URL('.', new URL(demoUrl, window.location.href)).href,
          withoutMap: example.withoutMap,
          run: id,
        });
        setRun({id, document});
      } catch {
        // The only document the preview cannot make: one without the library's CDN tags.
        const {productId} = example.preview;
        log({
          level: 'error',
          text: translate(
            {
              id: 'example.editor.libraryMissing',
              message:
                'To run, the code must load {script} and {stylesheet} from the CDN: the preview swaps them for its offline runtime.',
            },
            {script: `${productId}-gl.js`, stylesheet: `${productId}-gl.css`},
          ),
          line: null,
        });
      }
    },
    [demoUrl, example.preview, example.withoutMap, log],
  );

  // A shared link's code, read from the fragment: opened and run. A link that
  // cannot be opened leaves the published example, stored as nothing.
  const openShared = useCallback(
    (value: string) => {
      loadShare().then(
        ({decodeSharedCode, SharedCodeTooLarge}) =>
          decodeSharedCode(value).then(
            (text) => {
              setDraft(text);
              setSource('shared');
              setEditorOpen(true);
              return start(text);
            },
            (error: unknown) => {
              setDraft(null);
              setRun(null);
              setSource(error instanceof SharedCodeTooLarge ? 'oversized-link' : 'damaged-link');
            },
          ),
        () => setFailure(loadFailedMessage()),
      );
    },
    [start],
  );

  // A shared link first, then the reader's stored edit: open and run it.
  useEffect(() => {
    const value = sharedValueOf(window.location.hash);
    if (value !== null) {
      openShared(value);
      return;
    }
    const stored = safeLocalStorage().get(storageKey);
    if (stored !== null) {
      setDraft(stored);
      setSource('stored');
      setEditorOpen(true);
      void start(stored);
    }
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A shared link of this example followed from this very page changes only
  // the fragment: the browser does not load the page again.
  useEffect(() => {
    function onHashChange() {
      const value = sharedValueOf(window.location.hash);
      if (value !== null) openShared(value);
    }
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [openShared]);

  // The reader's token goes into their edit too once the session is known.
  useEffect(() => {
    if (token) setDraft((current) => current && withReaderToken(current, token));
  }, [token]);

  // What the run frame logs. Only messages of the frame's current run count.
  useEffect(() => {
    function onMessage(event: MessageEvent<Partial<ConsoleMessage>>) {
      const {data} = event;
      if (
        event.source !== frame.current?.contentWindow ||
        event.origin !== window.location.origin ||
        data?.type !== CONSOLE_MESSAGE_TYPE ||
        data.run !== run?.id ||
        typeof data.text !== 'string'
      ) {
        return;
      }
      // The frame runs any code a link carries: take only what the panel shows.
      log({
        level: CONSOLE_LEVELS.find((level) => level === data.level) ?? 'log',
        text: data.text.slice(0, MAX_MESSAGE_LENGTH),
        line: Number.isInteger(data.line) ? (data.line as number) : null,
      });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [run, log]);

  const edit = useCallback(
    (text: string) => {
      setDraft(text);
      setShared(null);
      const storage = safeLocalStorage();
      if (text === original) {
        storage.remove(storageKey);
        setSaveFailed(false);
      } else {
        setSaveFailed(!storage.set(storageKey, withoutAccessTokens(text, token).code));
      }
    },
    [original, storageKey, token],
  );

  const reset = useCallback(() => {
    safeLocalStorage().remove(storageKey);
    setDraft(null);
    setSource('example');
    setRun(null);
    setEntries([]);
    setShared(null);
    setSaveFailed(false);
    if (sharedValueOf(window.location.hash) !== null) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, [storageKey]);

  const share = useCallback(async () => {
    const {code: shareable, removed} = withoutAccessTokens(code, token);
    let link: string;
    try {
      const {encodeSharedCode, sharedLink} = await loadShare();
      link = sharedLink(window.location.href, await encodeSharedCode(shareable));
    } catch {
      setFailure(loadFailedMessage());
      return;
    }
    setFailure(null);
    let copied = false;
    try {
      await navigator.clipboard.writeText(link);
      copied = true;
    } catch {
      // No clipboard (permission, insecure page): the link is shown to copy by hand.
    }
    setShared({link, copied, tokenRemoved: removed});
  }, [code, token]);

  return {
    code,
    original,
    edited: draft !== null && draft !== original,
    source,
    editorOpen,
    setEditorOpen,
    run,
    frame,
    entries,
    clearConsole: () => setEntries([]),
    saveFailed,
    failure,
    shared,
    edit,
    runCode: () => {
      void start(code);
      // The map only draws while its frame is on screen (browsers pause
      // hidden cross-origin frames), and the reader wants to see the result.
      frame.current?.scrollIntoView({block: 'nearest', behavior: 'smooth'});
    },
    reset,
    share,
  };
}
