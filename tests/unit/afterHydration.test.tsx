// @vitest-environment jsdom
import {act, cleanup, render, screen} from '@testing-library/react';
import {useContext} from 'react';
import {afterEach, describe, expect, it} from 'vitest';

import {BrowserContextProvider, Context} from '../../plugins/after-hydration/browserContext';
import {useWindowSize} from '../../plugins/after-hydration/useWindowSize';

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
