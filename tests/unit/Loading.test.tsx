// @vitest-environment jsdom
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import Loadable from 'react-loadable';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

import Loading from '../../src/theme/Loading';

function LoadedPage() {
  return <h1>Loaded page</h1>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('page Loading component with react-loadable', () => {
  it('shows nothing for 200 ms, then a labelled spinner', async () => {
    const Page = Loadable({loader: () => new Promise<never>(() => {}), loading: Loading});
    render(<Page />);
    await act(async () => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('shows the error and a Retry button that loads the page again', async () => {
    let attempts = 0;
    const Page = Loadable({
      loader: () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('Loading chunk 42 failed.'))
          : Promise.resolve(LoadedPage);
      },
      loading: Loading,
    });
    render(<Page />);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('alert').textContent).toContain('Loading chunk 42 failed.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Retry'}));
      await vi.runAllTimersAsync();
    });
    expect(attempts).toBe(2);
    expect(screen.getByRole('heading', {name: 'Loaded page'})).toBeTruthy();
  });
});
