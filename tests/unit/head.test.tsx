// @vitest-environment jsdom
import {act, cleanup, render} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {Helmet, HelmetProvider, type HelmetServerState} from 'react-helmet-async';
import type {ReactNode} from 'react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {applyHead} from '../../plugins/overrides/head/applyHead';
import Head from '../../plugins/overrides/head/Head';
import {holdHeadWrites, releaseHeadWrites} from '../../plugins/overrides/head/headWrites';
import {headStateOf, type HeadProps} from '../../plugins/overrides/head/headState';

/** What the site's layers put in the head, in the order they mount (as the theme does). */
const SITE_DEFAULTS: HeadProps = {
  children: (
    <>
      <html lang="en" dir="ltr" />
      <title>Mapbox GL JS</title>
      <meta property="og:title" content="Mapbox GL JS" />
      <meta name="viewport" content="width=device-width, initial-scale=1.0" />
      <link rel="icon" href="/img/favicon.svg" />
      <link rel="canonical" href="https://docs.example.com/" />
    </>
  ),
};
const PAGE: HeadProps = {
  children: [
    <html key="html" className="docs-wrapper docs-doc-page" />,
    <title key="title">Install | Mapbox GL JS</title>,
    <meta key="og" property="og:title" content="Install | Mapbox GL JS" />,
    <meta key="description" name="description" content="Add it to a page." />,
    <link key="canonical" rel="canonical" href="https://docs.example.com/guides/install/" />,
    <link key="en" rel="alternate" href="https://docs.example.com/guides/install/" hrefLang="en" />,
    <link
      key="ja"
      rel="alternate"
      href="https://docs.example.com/ja/guides/install/"
      hrefLang="ja"
    />,
    <script key="ld" type="application/ld+json">
      {'{"@type":"BreadcrumbList"}'}
    </script>,
  ],
};

/** The head react-helmet-async renders on the server for the same elements. */
function serverHead(mounted: readonly HeadProps[]): string {
  const context: {helmet?: HelmetServerState} = {};
  // As on the server: collect the head instead of writing the document's.
  HelmetProvider.canUseDOM = false;
  renderToString(
    <HelmetProvider context={context}>
      {mounted.map((props, index) => (
        <Helmet key={index}>{props.children}</Helmet>
      ))}
    </HelmetProvider>,
  );
  const {helmet} = context;
  return ['title', 'base', 'meta', 'link', 'script', 'noscript', 'style']
    .map((key) => helmet?.[key as 'title'].toString() ?? '')
    .join('');
}

function headTags(): string[] {
  return Array.from(document.head.querySelectorAll('[data-rh]:not(title)')).map((element) =>
    element.outerHTML.replace(/"/g, "'"),
  );
}

beforeEach(() => {
  document.head.innerHTML = '<meta charset="utf-8"><link rel="stylesheet" href="/main.css">';
  document.title = '';
  document.documentElement.getAttributeNames().forEach((name) => {
    document.documentElement.removeAttribute(name);
  });
});

afterEach(() => {
  cleanup();
});

describe('the browser head', () => {
  it('merges elements as the server does: the later wins, same tags are replaced', () => {
    document.head.innerHTML = serverHead([SITE_DEFAULTS, PAGE]);
    const serverTags = headTags();
    const serverTitle = document.title;
    document.head.innerHTML = '';
    document.title = '';
    applyHead(document, headStateOf([SITE_DEFAULTS, PAGE]));
    expect(document.title).toBe(serverTitle);
    expect(document.title).toBe('Install | Mapbox GL JS');
    expect(new Set(headTags())).toEqual(new Set(serverTags));
    expect(document.documentElement.getAttribute('class')).toBe('docs-wrapper docs-doc-page');
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });

  it('keeps the tags already in place, replaces the others and leaves unmanaged ones alone', () => {
    document.head.innerHTML += serverHead([SITE_DEFAULTS, PAGE]);
    document.documentElement.setAttribute('data-theme', 'dark');
    const icon = document.head.querySelector('link[rel=icon]');
    const stylesheet = document.head.querySelector('link[rel=stylesheet]');
    const nextPage: HeadProps = {
      children: [
        <html key="html" className="plugin-pages" />,
        <title key="title">Plugins | Mapbox GL JS</title>,
        <meta key="description" name="description" content="Plugins." />,
      ],
    };
    applyHead(document, headStateOf([SITE_DEFAULTS, nextPage]));
    expect(document.title).toBe('Plugins | Mapbox GL JS');
    expect(document.head.querySelector('link[rel=icon]')).toBe(icon);
    expect(document.head.querySelector('link[rel=stylesheet]')).toBe(stylesheet);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe(
      'Plugins.',
    );
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://docs.example.com/',
    );
    expect(document.head.querySelectorAll('link[rel=alternate], script')).toHaveLength(0);
    expect(document.documentElement.getAttribute('class')).toBe('plugin-pages');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('removes an attribute of <html> it set once no element asks for it', () => {
    applyHead(document, headStateOf([{children: <html lang="en" data-has-hydrated={false} />}]));
    expect(document.documentElement.getAttribute('data-has-hydrated')).toBe('false');
    applyHead(document, headStateOf([{children: <html lang="en" />}]));
    expect(document.documentElement.hasAttribute('data-has-hydrated')).toBe(false);
    expect(document.documentElement.getAttribute('lang')).toBe('en');
  });

  it('leaves out tags with nothing to identify them, as the server does', () => {
    const state = headStateOf([{children: [<meta key="a" content="orphan" />, <link key="b" />]}]);
    expect(state.tags.meta).toEqual([]);
    expect(state.tags.link).toEqual([]);
  });

  it('uses the title template and the default title', () => {
    expect(headStateOf([{titleTemplate: '%s · Docs', title: 'Map'}]).title).toBe('Map · Docs');
    expect(headStateOf([{defaultTitle: 'Docs'}]).title).toBe('Docs');
  });
});

describe('<Head>', () => {
  it('writes nothing while held, then the whole head, and follows unmounting', async () => {
    holdHeadWrites();
    function Page({children}: {children?: ReactNode}): ReactNode {
      return (
        <>
          <Head {...SITE_DEFAULTS} />
          {children}
        </>
      );
    }
    const view = render(
      <Page>
        <Head {...PAGE} />
      </Page>,
    );
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.title).toBe('');
    releaseHeadWrites();
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.title).toBe('Install | Mapbox GL JS');
    view.rerender(<Page />);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(document.title).toBe('Mapbox GL JS');
    expect(document.head.querySelector('meta[name=description]')).toBeNull();
  });
});
