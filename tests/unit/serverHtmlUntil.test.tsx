// @vitest-environment jsdom
import {act, cleanup, render} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';

import ServerHtmlUntil from '../../src/hydration/ServerHtmlUntil';

// The first render, before hydration commits: `useIsBrowser()` is still false.
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

function Body(): string {
  return 'the live content';
}

describe('ServerHtmlUntil', () => {
  it('renders its children where there is no server HTML to keep (the dev server)', () => {
    vi.stubEnv('HYDRATE_CLIENT_ENTRY', '');
    const {container} = render(
      <ServerHtmlUntil wanted={false}>
        <Body />
      </ServerHtmlUntil>,
    );
    expect(container.textContent).toBe('the live content');
  });

  it('keeps the server HTML while hydrating, then renders its children once wanted and prepared', async () => {
    vi.stubEnv('HYDRATE_CLIENT_ENTRY', 'true');
    let finishPreparing: () => void = () => undefined;
    const prepare = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finishPreparing = resolve;
        }),
    );
    const view = (wanted: boolean) => (
      <ServerHtmlUntil className="body" wanted={wanted} prepare={prepare}>
        <Body />
      </ServerHtmlUntil>
    );
    const {container, rerender} = render(view(false));
    const kept = container.querySelector('.body');
    expect(kept?.textContent).toBe('');
    expect(prepare).not.toHaveBeenCalled();

    rerender(view(true));
    expect(prepare).toHaveBeenCalledTimes(1);
    // While the content gets ready, the kept copy says so and cannot be used.
    expect(kept?.getAttribute('aria-busy')).toBe('true');
    expect(kept?.hasAttribute('inert')).toBe(true);
    await act(async () => {
      finishPreparing();
    });
    expect(container.querySelector('.body')?.textContent).toBe('the live content');
    expect(container.querySelector('.body')).not.toBe(kept);
  });

  it('keeps the server HTML for good, readable and not busy, when preparing fails', async () => {
    vi.stubEnv('HYDRATE_CLIENT_ENTRY', 'true');
    const prepare = vi.fn(() => Promise.reject(new Error('offline')));
    const view = (wanted: boolean) => (
      <ServerHtmlUntil className="body" wanted={wanted} prepare={prepare}>
        <Body />
      </ServerHtmlUntil>
    );
    const {container, rerender} = render(view(false));
    const kept = container.querySelector('.body');
    await act(async () => {
      rerender(view(true));
    });
    expect(container.querySelector('.body')).toBe(kept);
    expect(kept?.textContent).toBe('');
    expect(kept?.hasAttribute('aria-busy')).toBe(false);
    expect(kept?.hasAttribute('inert')).toBe(false);
    // Closing and opening again does not try once more.
    await act(async () => {
      rerender(view(false));
    });
    await act(async () => {
      rerender(view(true));
    });
    expect(prepare).toHaveBeenCalledTimes(1);
  });
});
