import {applyHead} from './applyHead';
import {headStateOf, type HeadProps} from './headState';

/**
 * The browser's head, written from the mounted `<Head>` elements (`Head.tsx`)
 * at the next animation frame after a change. A module of its own: the
 * client entry holds and releases the writes, and must reach the same state
 * as the elements, whichever way the bundler reached `Head.tsx`.
 */

/** The props of each mounted element, by the order in which it first rendered. */
const mounted = new Map<number, HeadProps>();
let renderedSoFar = 0;
let held = false;
let frameRequested = false;

function writeAtNextFrame(): void {
  if (held || frameRequested) {
    return;
  }
  frameRequested = true;
  requestAnimationFrame(() => {
    frameRequested = false;
    if (!held) {
      const inOrder = [...mounted.entries()].sort(([a], [b]) => a - b);
      applyHead(document, headStateOf(inOrder.map(([, props]) => props)));
    }
  });
}

/** A new element's place: elements that render later (deeper, or later in the page) win. */
export function nextHeadOrder(): number {
  return renderedSoFar++;
}

export function setHeadProps(order: number, props: HeadProps): void {
  mounted.set(order, props);
  writeAtNextFrame();
}

export function removeHeadProps(order: number): void {
  mounted.delete(order);
  writeAtNextFrame();
}

/**
 * Keeps the head as it is until `releaseHeadWrites`: hydration runs in
 * slices, and a write between two of them would see only the elements
 * hydrated so far (the server's head is complete meanwhile).
 */
export function holdHeadWrites(): void {
  held = true;
}

/** Writes the whole head at the next frame, and each change after. */
export function releaseHeadWrites(): void {
  held = false;
  writeAtNextFrame();
}
