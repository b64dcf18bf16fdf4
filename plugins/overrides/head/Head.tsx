import {useLayoutEffect, useState} from 'react';

import type {HeadProps} from './headState';
import {nextHeadOrder, removeHeadProps, setHeadProps} from './headWrites';

/**
 * The browser's `@docusaurus/Head`. The server bundle keeps the core's,
 * react-helmet-async, which collects the head of each page into its HTML;
 * in the browser the head only has to follow client-side navigation, and
 * this does it without Helmet and its dependencies, which every page's
 * main script carried. It merges the mounted elements as Helmet does
 * (`headState.ts`) and writes only the tags and attributes Helmet marked
 * on the server (`applyHead.ts`), at the next frame (`headWrites.ts`).
 */
export default function Head(props: HeadProps): null {
  const [order] = useState(nextHeadOrder);
  useLayoutEffect(() => {
    setHeadProps(order, props);
  });
  useLayoutEffect(() => () => removeHeadProps(order), [order]);
  return null;
}
