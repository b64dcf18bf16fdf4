import {Fragment, type ReactNode} from 'react';

/**
 * A dotted or hashed name (`options.collectResourceTiming`,
 * `MapMouseEvent#originalEvent`), or a value with a path
 * (`'mapbox://styles/mapbox/standard'`), that may wrap after a `.`, `#` or
 * `/` and nowhere else: its container sets `overflow-wrap: normal`, so the
 * parts themselves never break.
 */
export default function Identifier({text}: {text: string}): ReactNode {
  const parts = text.split(/(?<=[.#/])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
