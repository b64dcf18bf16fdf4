import {describe, expect, it} from 'vitest';

import {pageShape} from '../support/crawl';

const page = (main: string) =>
  `<!doctype html><html><body><nav>site</nav><main>${main}</main></body></html>`;

describe('pageShape', () => {
  it('is the same for pages that differ only in text and code', () => {
    const first = page(
      '<h1 class="title_a1B2c">Add a marker</h1><pre><code><span class="token keyword">const</span></code></pre><div data-testid="example-frame"></div>',
    );
    const second = page(
      '<h1 class="title_Zx9y8">Show a popup</h1><pre><code><span class="token string">x</span><b>y</b></code></pre><div data-testid="example-frame"></div>',
    );
    expect(pageShape(first)).toBe(pageShape(second));
  });

  it('differs when a component is there on one page only', () => {
    const live = page('<h1>Map</h1><div data-testid="example-frame"></div>');
    const notLive = page('<h1>Map</h1><div role="note" class="admonition"></div>');
    expect(pageShape(live)).not.toBe(pageShape(notLive));
    expect(pageShape(page('<h1>Map</h1><span class="badge">Since v2</span>'))).not.toBe(
      pageShape(page('<h1>Map</h1>')),
    );
  });

  it('reads only the main content', () => {
    expect(pageShape(page('<h1>Map</h1>'))).toBe(
      pageShape(page('<h1>Map</h1>').replace('<nav>site</nav>', '<nav><a>other</a></nav>')),
    );
  });
});
