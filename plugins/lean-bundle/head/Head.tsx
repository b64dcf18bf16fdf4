import {useLayoutEffect, useState} from 'react';

import {applyHead} from './applyHead';
import {headStateOf, type HeadProps} from './headState';

/**
 * The browser's `@docusaurus/Head`. The server bundle keeps the core's,
 * react-helmet-async, which collects the head of each page into its HTML;
 * in the browser the head only has to follow client-side navigation, and
 * this does it without Helmet and its dependencies (about 5 KiB gzip of
 * every page's main script). It merges the mounted elements as Helmet does
 * (`headState.ts`) and writes only the tags and attributes Helmet marked
 * on the server (`applyHead.ts`).
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

export default function Head(props: HeadProps): null {
  // The first render's order: elements deeper or later in the page win, as with Helmet.
  const [order] = useState(() => renderedSoFar++);
  useLayoutEffect(() => {
    mounted.set(order, props);
    writeAtNextFrame();
  });
  useLayoutEffect(
    () => () => {
      mounted.delete(order);
      writeAtNextFrame();
    },
    [order],
  );
  return null;
}
