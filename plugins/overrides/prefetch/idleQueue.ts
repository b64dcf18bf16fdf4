/** What an idle callback is told: how long it may still run. */
export interface IdleDeadline {
  timeRemaining(): number;
}

export type ScheduleIdle = (callback: (deadline: IdleDeadline) => void) => void;

/** Work left for the next idle period once less than this many ms remain. */
const MARGIN_MS = 4;

/**
 * The most a single idle callback works, however long the idle period: an
 * idle period may last 50 ms, and a phone's CPU (or Lighthouse's mobile
 * simulation, which multiplies the main thread's tasks by four) turns a
 * callback that fills it into a long task that delays the reader's input.
 */
export const SLICE_MS = 8;

/**
 * A queue whose items are handled in idle periods, as many as fit in each:
 * work that would otherwise run in one long task (for example a page's
 * worth of link prefetches, triggered together by an IntersectionObserver)
 * is spread over short ones, of at most `SLICE_MS` each (and one item). An
 * item is queued once.
 */
export function createIdleQueue<T>(
  handle: (item: T) => void,
  scheduleIdle: ScheduleIdle,
  now: () => number = () => performance.now(),
): (item: T) => void {
  const pending: T[] = [];
  const queued = new Set<T>();
  let scheduled = false;

  const drain = (deadline: IdleDeadline) => {
    scheduled = false;
    const sliceEnd = now() + SLICE_MS;
    do {
      const item = pending.shift();
      if (item === undefined) {
        return;
      }
      queued.delete(item);
      handle(item);
    } while (deadline.timeRemaining() > MARGIN_MS && now() < sliceEnd);
    if (pending.length > 0) {
      scheduled = true;
      scheduleIdle(drain);
    }
  };

  return (item: T) => {
    if (queued.has(item)) {
      return;
    }
    queued.add(item);
    pending.push(item);
    if (!scheduled) {
      scheduled = true;
      scheduleIdle(drain);
    }
  };
}

/** `requestIdleCallback`, or a short timeout with a small budget where the browser lacks it. */
export const browserScheduleIdle: ScheduleIdle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: 2000});
    return;
  }
  window.setTimeout(() => {
    const end = performance.now() + SLICE_MS;
    callback({timeRemaining: () => Math.max(0, end - performance.now())});
  }, 50);
};
