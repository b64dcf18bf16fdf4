import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';

import styles from './styles.module.css';

type Status = {kind: 'done' | 'failed'; text: string} | null;

/**
 * "Page actions" beside a page's breadcrumbs: copy the page as Markdown
 * (its build-time twin, `index.md` beside the page), view that Markdown,
 * and, when the page passes one, a text made for an AI assistant. A
 * disclosure (button and list): Escape and a click elsewhere close it.
 */
export default function PageActions({
  assistantText,
}: {
  /** Example pages: the example's prose and code, without any token. */
  assistantText?: () => string;
}): ReactNode {
  const {pathname} = useLocation();
  const markdownUrl = `${pathname.endsWith('/') ? pathname : `${pathname}/`}index.md`;
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    }
    function onPointer(event: PointerEvent) {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  async function copy(read: () => Promise<string> | string) {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(await read());
      setStatus({
        kind: 'done',
        text: translate({id: 'pageActions.copied', message: 'Copied to the clipboard.'}),
      });
    } catch {
      setStatus({
        kind: 'failed',
        text: translate({
          id: 'pageActions.copyFailed',
          message:
            'Could not copy: the Markdown of this page or the clipboard is not available here. Try "View as Markdown".',
        }),
      });
    }
    toggle.current?.focus();
  }

  async function pageMarkdown(): Promise<string> {
    const response = await fetch(markdownUrl);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || type.includes('text/html')) {
      throw new Error(`${markdownUrl}: ${response.status}`);
    }
    return response.text();
  }

  return (
    // Marked for the Markdown twins, which leave the page's controls out.
    <div ref={container} className={styles.pageActions} data-page-actions>
      <button
        ref={toggle}
        type="button"
        className="button button--sm button--secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}>
        <Translate id="pageActions.toggle">Page actions</Translate>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <button type="button" className={styles.item} onClick={() => void copy(pageMarkdown)}>
            <Translate id="pageActions.copyMarkdown">Copy page as Markdown</Translate>
          </button>
        </li>
        <li>
          <a className={styles.item} href={markdownUrl} target="_blank" rel="noopener noreferrer">
            <Translate id="pageActions.viewMarkdown">View as Markdown</Translate>
          </a>
        </li>
        {assistantText && (
          <li>
            <button type="button" className={styles.item} onClick={() => void copy(assistantText)}>
              <Translate id="pageActions.copyForAssistant">
                Copy example for an AI assistant
              </Translate>
            </button>
          </li>
        )}
      </ul>
      <p
        className={status?.kind === 'failed' ? styles.failed : styles.status}
        role="status"
        data-testid="page-actions-status">
        {status?.text}
      </p>
    </div>
  );
}
