// @vitest-environment jsdom
import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {createMemoryHistory} from 'history';
import {Router} from 'react-router-dom';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {SearchHit} from '../../plugins/search/theme/SearchHit';

const preload = vi.fn(() => false as const);
Object.assign(window, {docusaurus: {preload, prefetch: vi.fn()}});

afterEach(() => {
  cleanup();
  preload.mockClear();
});

function renderHit(url: string) {
  const history = createMemoryHistory({initialEntries: ['/mapbox-gl-js/guides/']});
  const clicks: {leftToBrowser: boolean}[] = [];
  render(
    // Records whether the browser would follow the link, then stops it:
    // jsdom cannot load another document.
    <div
      onClick={(event) => {
        clicks.push({leftToBrowser: !event.defaultPrevented});
        event.preventDefault();
      }}>
      <Router history={history}>
        <SearchHit hit={{url}}>Add a marker</SearchHit>
      </Router>
    </div>,
  );
  const link = screen.getByRole('link', {name: 'Add a marker'});
  const click = (init: object = {}) => {
    fireEvent.click(link, {button: 0, ...init});
    return clicks.at(-1)?.leftToBrowser;
  };
  return {history, link, click};
}

describe('a search result', () => {
  it('opens its page inside the app on a plain click', () => {
    const {history, link, click} = renderHit('/mapbox-gl-js/example/add-a-marker/#code');
    expect(link.getAttribute('href')).toBe('/mapbox-gl-js/example/add-a-marker/#code');
    expect(click()).toBe(false);
    expect(history.location.pathname).toBe('/mapbox-gl-js/example/add-a-marker/');
    expect(history.location.hash).toBe('#code');
  });

  it('leaves a click for a new tab or window to the browser', () => {
    for (const modifier of [{ctrlKey: true}, {metaKey: true}, {shiftKey: true}, {button: 1}]) {
      const {history, click} = renderHit('/mapbox-gl-js/api/map/');
      expect(click(modifier)).toBe(true);
      expect(history.location.pathname).toBe('/mapbox-gl-js/guides/');
      cleanup();
    }
  });

  it('leaves a result on another site to the browser', () => {
    const {history, link, click} = renderHit('https://example.com/docs/');
    expect(click()).toBe(true);
    expect(history.location.pathname).toBe('/mapbox-gl-js/guides/');
    fireEvent.mouseEnter(link);
    expect(preload).not.toHaveBeenCalled();
  });

  it('loads its page’s code when pointed at or focused, not when shown', () => {
    const {link} = renderHit('/mapbox-gl-js/api/map/');
    expect(preload).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(preload).toHaveBeenCalledWith('/mapbox-gl-js/api/map/');
  });
});
