// @vitest-environment jsdom
import {act, cleanup, render} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {useMutationObserver} from '../../plugins/overrides/mutation-observer/useMutationObserver';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Observed({onMutation, label}: {onMutation: MutationCallback; label: string}) {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  // A new options object on every render, as the theme's word-wrap hook passes.
  useMutationObserver(target, onMutation, {childList: true, subtree: true});
  return (
    <div ref={setTarget} data-testid="observed">
      {label}
    </div>
  );
}

describe('useMutationObserver (the code blocks’ word-wrap observer)', () => {
  it('reports changes of the target to the latest callback', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const {getByTestId, rerender} = render(<Observed onMutation={first} label="one" />);
    rerender(<Observed onMutation={latest} label="one" />);
    await act(async () => {
      getByTestId('observed').append(document.createElement('span'));
    });
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('keeps one observer across renders with equal options, and disconnects it on unmount', () => {
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    const disconnect = vi.spyOn(MutationObserver.prototype, 'disconnect');
    const {rerender, unmount} = render(<Observed onMutation={() => {}} label="one" />);
    rerender(<Observed onMutation={() => {}} label="two" />);
    rerender(<Observed onMutation={() => {}} label="three" />);
    expect(observe).toHaveBeenCalledTimes(1);
    expect(observe.mock.calls[0]?.[1]).toMatchObject({childList: true, subtree: true});
    expect(disconnect).not.toHaveBeenCalled();
    unmount();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
