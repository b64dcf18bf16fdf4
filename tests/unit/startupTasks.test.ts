import {afterEach, describe, expect, it, vi} from 'vitest';

import {chunksInShortTasks} from '../../plugins/overrides/client-entry/startupTasks';

interface Runtime {
  e: (chunkId: string) => Promise<unknown>;
  l: (url: string, done: (event: Event) => void, key?: string, chunkId?: string) => void;
}

const global = globalThis as typeof globalThis & {__webpack_require__?: Runtime};

function fakeRuntime(): Runtime & {inserted: string[]} {
  const inserted: string[] = [];
  return {
    inserted,
    l: (url) => {
      inserted.push(url);
    },
    e: async (chunkId) => {
      global.__webpack_require__?.l(`/${chunkId}.js`, () => undefined);
    },
  };
}

afterEach(() => {
  delete global.__webpack_require__;
  vi.useRealTimers();
});

describe('chunksInShortTasks', () => {
  it('inserts each chunk script in a task of its own, then gives the runtime back', async () => {
    vi.useFakeTimers();
    const runtime = fakeRuntime();
    const {e, l} = runtime;
    global.__webpack_require__ = runtime;
    let inWork: string[] = [];
    const done = chunksInShortTasks(Promise.resolve(), async () => {
      runtime.l('/a.js', () => undefined);
      runtime.l('/b.js', () => undefined);
      inWork = [...runtime.inserted];
    });
    expect(inWork).toEqual([]);
    // One timer, so one task, per script.
    expect(vi.getTimerCount()).toBe(2);
    await vi.runAllTimersAsync();
    expect(runtime.inserted).toEqual(['/a.js', '/b.js']);
    await done;
    expect(global.__webpack_require__.e).toBe(e);
    expect(global.__webpack_require__.l).toBe(l);
  });

  it("runs a chunk's modules only once `after` has settled, in a later task", async () => {
    const runtime = fakeRuntime();
    global.__webpack_require__ = runtime;
    let themeEvaluated: () => void = () => undefined;
    const theme = new Promise<void>((resolve) => {
      themeEvaluated = resolve;
    });
    const order: string[] = [];
    const done = chunksInShortTasks(theme, () =>
      runtime.e('route').then(() => order.push('route module')),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runtime.inserted).toEqual(['/route.js']);
    expect(order).toEqual([]);
    order.push('theme');
    themeEvaluated();
    await done;
    expect(order).toEqual(['theme', 'route module']);
  });

  it('leaves a runtime without chunk loading alone', async () => {
    global.__webpack_require__ = {} as Runtime;
    await expect(chunksInShortTasks(Promise.resolve(), async () => 'done')).resolves.toBe('done');
  });
});
