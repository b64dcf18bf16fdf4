// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react';
import {useContext} from 'react';
import {afterEach, describe, expect, it} from 'vitest';

import {BrowserContextProvider, Context} from '../../plugins/overrides/transitions/browserContext';
import {
  NavbarSecondaryMenuContentProvider,
  NavbarSecondaryMenuFiller,
  useNavbarSecondaryMenuContent,
} from '../../plugins/overrides/transitions/navbarSecondaryMenuContent';
import prefetch from '../../plugins/overrides/prefetch/prefetch';
import {
  chunkNamesByRoute,
  chunkNamesForPage,
  pageToPrefetch,
} from '../../plugins/overrides/prefetch/prefetchPlan';
import {useWindowSize} from '../../plugins/overrides/transitions/useWindowSize';

afterEach(cleanup);

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', {configurable: true, value: width});
}

function ShowWindowSize() {
  return <p data-testid="size">{useWindowSize()}</p>;
}

function ShowIsBrowser() {
  return <p data-testid="browser">{String(useContext(Context))}</p>;
}

describe('the window size after hydration', () => {
  it('is "ssr" in the first render, then the layout of the width, and follows resizing', async () => {
    setWidth(375);
    const sizes: string[] = [];
    function Record() {
      sizes.push(useWindowSize());
      return null;
    }
    await act(async () => {
      render(
        <>
          <Record />
          <ShowWindowSize />
        </>,
      );
    });
    expect(sizes[0]).toBe('ssr');
    expect(screen.getByTestId('size').textContent).toBe('mobile');
    await act(async () => {
      setWidth(1280);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByTestId('size').textContent).toBe('desktop');
    await act(async () => {
      setWidth(996);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByTestId('size').textContent).toBe('mobile');
  });
});

describe('the browser context', () => {
  it('is false in the first render and true after it', async () => {
    const seen: boolean[] = [];
    function Record() {
      seen.push(useContext(Context));
      return null;
    }
    await act(async () => {
      render(
        <BrowserContextProvider>
          <Record />
          <ShowIsBrowser />
        </BrowserContextProvider>,
      );
    });
    expect(seen[0]).toBe(false);
    expect(screen.getByTestId('browser').textContent).toBe('true');
  });
});

describe('the mobile menu slot of the docs sidebar', () => {
  function ShowSlot() {
    const {component, props} = useNavbarSecondaryMenuContent();
    seenProps.push(props);
    return <p data-testid="slot">{component ? component.displayName : 'empty'}</p>;
  }
  const seenProps: Array<object | null> = [];
  const Menu = Object.assign(() => null, {displayName: 'Menu'});

  it('holds the filler’s menu, with props kept while equal, until the filler unmounts', async () => {
    seenProps.length = 0;
    const page = (props: {path: string; sidebar: string}, filled = true) => (
      <NavbarSecondaryMenuContentProvider>
        {filled ? <NavbarSecondaryMenuFiller component={Menu} props={props} /> : null}
        <ShowSlot />
      </NavbarSecondaryMenuContentProvider>
    );
    let view: ReturnType<typeof render> | undefined;
    await act(async () => {
      view = render(page({path: '/a/', sidebar: 'guides'}));
    });
    expect(screen.getByTestId('slot').textContent).toBe('Menu');
    const first = seenProps.at(-1);
    // Equal props in a new object: the slot keeps the object it has.
    await act(async () => {
      view?.rerender(page({sidebar: 'guides', path: '/a/'}));
    });
    expect(seenProps.at(-1)).toBe(first);
    await act(async () => {
      view?.rerender(page({path: '/b/', sidebar: 'guides'}));
    });
    expect(seenProps.at(-1)).toEqual({path: '/b/', sidebar: 'guides'});
    await act(async () => {
      view?.rerender(page({path: '/b/', sidebar: 'guides'}, false));
    });
    expect(screen.getByTestId('slot').textContent).toBe('empty');
  });
});

describe('link prefetches', () => {
  it('ask for a page only for links to another page', () => {
    expect(pageToPrefetch('/docs/guides/', '/docs/api/')).toBe('/docs/guides/');
    expect(pageToPrefetch('/docs/guides/#install', '/docs/api/')).toBe('/docs/guides/');
    expect(pageToPrefetch('#install', '/docs/api/')).toBeNull();
    expect(pageToPrefetch('/docs/api/#map', '/docs/api/')).toBeNull();
  });

  it("find a page's chunks from the route table read once: its layouts' and its own", () => {
    const byRoute = chunkNamesByRoute({
      '/docs-a1b': {component: 'layout', props: {version: 'version-metadata'}},
      '/docs/guides/-c2d': {component: 'doc', content: 'guide-content'},
      '/docs/guides/-e3f': {component: 'doc', content: 'other-content'},
      '/docs/api/-0aa': {component: 'doc', modules: ['api-a', 'api-b']},
    });
    expect(byRoute.get('/docs')).toEqual(['layout', 'version-metadata']);
    expect(byRoute.get('/docs/guides/')).toEqual(['doc', 'guide-content', 'doc', 'other-content']);
    expect(byRoute.get('/docs/api/')).toEqual(['doc', 'api-a', 'api-b']);
    const match = (path: string) =>
      ['/docs', path].map((routePath) => ({route: {path: routePath}}));
    expect(chunkNamesForPage('/docs/guides/', match, byRoute)).toEqual([
      'layout',
      'version-metadata',
      'doc',
      'guide-content',
      'other-content',
    ]);
    expect(chunkNamesForPage('/docs/nowhere/', match, byRoute)).toEqual([
      'layout',
      'version-metadata',
    ]);
  });

  it('fetch each file once, however many pages ask for it', async () => {
    const requests: string[] = [];
    const realRequest = globalThis.XMLHttpRequest;
    // The core's fallback when link prefetch is missing, as in jsdom.
    globalThis.XMLHttpRequest = class {
      status = 0;
      withCredentials = false;
      onload: (() => void) | null = null;
      open(_method: string, url: string) {
        requests.push(url);
      }
      send() {
        this.status = 200;
        queueMicrotask(() => this.onload?.());
      }
    } as unknown as typeof XMLHttpRequest;
    const addedLinks: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLLinkElement) {
            addedLinks.push(node.href);
          }
        }
      }
    });
    observer.observe(document.head, {childList: true});
    try {
      await Promise.all([
        prefetch('/assets/js/docs-layout.js'),
        prefetch('/assets/js/guide.js'),
        prefetch('/assets/js/docs-layout.js'),
      ]);
      await prefetch('/assets/js/docs-layout.js');
      await Promise.resolve();
      // jsdom has no link prefetch, so the fallback request is used: either way, once per file.
      expect([...requests, ...addedLinks].map((url) => url.split('/').pop()).sort()).toEqual([
        'docs-layout.js',
        'guide.js',
      ]);
    } finally {
      observer.disconnect();
      globalThis.XMLHttpRequest = realRequest;
    }
  });
});
