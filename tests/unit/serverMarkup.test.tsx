// @vitest-environment jsdom
import {act, cleanup, render} from '@testing-library/react';
import type {ReactNode} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {useServerMarkup} from '../../plugins/code-highlighting/useServerMarkup';
import ServerHtmlUntil from '../../src/hydration/ServerHtmlUntil';

// `useIsBrowser()` is false until hydration has committed.
const browser = vi.hoisted(() => ({committed: false}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => browser.committed}));

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  browser.committed = false;
});

/** A code block as the site renders one: the server's lines if it can, else its own. */
function Block({code}: {code: string}): ReactNode {
  const markup = useServerMarkup(code);
  return markup ? (
    <pre>
      <code data-server-lines {...markup} />
    </pre>
  ) : (
    <pre>
      <code data-own-lines>{code}</code>
    </pre>
  );
}

/**
 * Lines as the server writes them: each line, the last one too, ends with a
 * newline, and an empty line holds one more.
 */
const SERVER_LINES =
  '<span class="token-line"><span class="token keyword">const</span> a = 1;\n</span>' +
  '<span class="token-line">\n\n</span>' +
  '<span class="token-line">a<span class="token operator">++</span>;\n</span>';

describe('code blocks in content that replaces a kept server copy', () => {
  it('take the highlighted lines of the block with the same code from the copy', async () => {
    vi.stubEnv('HYDRATE_CLIENT_ENTRY', 'true');
    const view = (wanted: boolean) => (
      <ServerHtmlUntil className="body" wanted={wanted}>
        <Block code={'const a = 1;\n\na++;'} />
        <Block code="let b;" />
      </ServerHtmlUntil>
    );
    const {container, rerender} = render(view(false));
    // What the server rendered, which hydration left in place.
    const kept = container.querySelector('.body');
    if (!kept) {
      throw new Error('no kept copy');
    }
    kept.innerHTML =
      `<pre class="prism-code language-js"><code>${SERVER_LINES}</code></pre>` +
      '<pre class="prism-code language-js"><code><span class="token-line">let c;\n</span></code></pre>';
    browser.committed = true;
    await act(async () => {
      rerender(view(true));
    });
    const live = container.querySelector('.body');
    expect(live).not.toBe(kept);
    expect(live?.querySelector('[data-server-lines]')?.innerHTML).toBe(SERVER_LINES);
    // A block whose code the copy does not have renders its own lines.
    expect(live?.querySelector('[data-own-lines]')?.textContent).toBe('let b;');
  });

  it('render their own lines where there was no copy (a client-side navigation)', () => {
    vi.stubEnv('HYDRATE_CLIENT_ENTRY', 'true');
    browser.committed = true;
    const {container} = render(
      <ServerHtmlUntil wanted={false}>
        <Block code="const a = 1;" />
      </ServerHtmlUntil>,
    );
    expect(container.querySelector('[data-own-lines]')?.textContent).toBe('const a = 1;');
  });
});
