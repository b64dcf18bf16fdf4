import {describe, expect, it} from 'vitest';

import {
  SLICE_MS,
  createIdleQueue,
  type IdleDeadline,
} from '../../plugins/overrides/prefetch/idleQueue';

/** Idle periods run by hand, each allowing `budget` items before time runs out. */
function manualIdle(budget: number) {
  const callbacks: Array<(deadline: IdleDeadline) => void> = [];
  return {
    schedule: (callback: (deadline: IdleDeadline) => void) => callbacks.push(callback),
    pending: () => callbacks.length,
    runNext: () => {
      let calls = 0;
      const callback = callbacks.shift();
      callback?.({timeRemaining: () => (++calls < budget ? 10 : 0)});
    },
  };
}

describe('createIdleQueue', () => {
  it('does nothing until an idle period, then as many items as fit, in order', () => {
    const handled: string[] = [];
    const idle = manualIdle(2);
    const enqueue = createIdleQueue((item: string) => handled.push(item), idle.schedule);
    enqueue('/a/');
    enqueue('/b/');
    enqueue('/c/');
    expect(handled).toEqual([]);
    expect(idle.pending()).toBe(1);
    idle.runNext();
    expect(handled).toEqual(['/a/', '/b/']);
    expect(idle.pending()).toBe(1);
    idle.runNext();
    expect(handled).toEqual(['/a/', '/b/', '/c/']);
    expect(idle.pending()).toBe(0);
  });

  it('queues an item once while it waits, and again after it was handled', () => {
    const handled: string[] = [];
    const idle = manualIdle(10);
    const enqueue = createIdleQueue((item: string) => handled.push(item), idle.schedule);
    enqueue('/a/');
    enqueue('/a/');
    idle.runNext();
    expect(handled).toEqual(['/a/']);
    enqueue('/a/');
    idle.runNext();
    expect(handled).toEqual(['/a/', '/a/']);
  });

  it('handles at least one item per idle period, even one with no time left', () => {
    const handled: number[] = [];
    const idle = manualIdle(0);
    const enqueue = createIdleQueue((item: number) => handled.push(item), idle.schedule);
    enqueue(1);
    enqueue(2);
    idle.runNext();
    expect(handled).toEqual([1]);
    idle.runNext();
    expect(handled).toEqual([1, 2]);
  });

  it('stops a long idle period after a slice of work, and goes on in the next', () => {
    let clock = 0;
    const handled: number[] = [];
    const idle = manualIdle(100);
    const enqueue = createIdleQueue(
      (item: number) => {
        handled.push(item);
        clock += SLICE_MS / 2 + 1;
      },
      idle.schedule,
      () => clock,
    );
    for (const item of [1, 2, 3, 4, 5]) {
      enqueue(item);
    }
    idle.runNext();
    expect(handled).toEqual([1, 2]);
    idle.runNext();
    expect(handled).toEqual([1, 2, 3, 4]);
    idle.runNext();
    expect(handled).toEqual([1, 2, 3, 4, 5]);
    expect(idle.pending()).toBe(0);
  });
});
