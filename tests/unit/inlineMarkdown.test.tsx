// @vitest-environment jsdom
import {cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it} from 'vitest';

import InlineMarkdown, {InlineText} from '../../src/components/InlineMarkdown';

afterEach(cleanup);

describe('InlineMarkdown', () => {
  it('renders paragraphs, links and code, and no HTML', () => {
    const {container} = render(
      <InlineMarkdown text={'Use `flyTo` on [the map](/api/map/).\n\n<b>not bold</b>'} />,
    );
    expect(container.innerHTML).toBe(
      '<p>Use <code>flyTo</code> on <a href="/api/map/">the map</a>.</p><p>&lt;b&gt;not bold&lt;/b&gt;</p>',
    );
  });

  it('links inline code the linker knows, but never inside another link', () => {
    const codeLink = (code: string) =>
      code === 'CameraOptions' ? '/api/properties/#cameraoptions' : undefined;
    const {container} = render(
      <InlineMarkdown
        text={'Takes `CameraOptions` or `Object`; see [`CameraOptions`](/api/map/#map#jumpto).'}
        codeLink={codeLink}
      />,
    );
    expect(container.innerHTML).toBe(
      '<p>Takes <a href="/api/properties/#cameraoptions"><code>CameraOptions</code></a> or <code>Object</code>; see <a href="/api/map/#map#jumpto"><code>CameraOptions</code></a>.</p>',
    );
  });

  it('renders one line inside other text without a paragraph (a return value’s note)', () => {
    const {container} = render(
      <span>
        <InlineText text={'The layer, or\n`undefined`.'} />
      </span>,
    );
    expect(container.innerHTML).toBe('<span>The layer, or <code>undefined</code>.</span>');
  });
});
