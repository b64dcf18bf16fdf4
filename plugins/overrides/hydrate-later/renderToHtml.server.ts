import {PassThrough} from 'node:stream';
import {text} from 'node:stream/consumers';
import type {ReactNode} from 'react';
import {renderToPipeableStream} from 'react-dom/server';

/**
 * Replaces `@docusaurus/core`'s module of the same name in the server bundle
 * (see `index.ts`): renders a page to HTML once all of it is ready. React's
 * streaming renderer moves a Suspense boundary whose HTML is over 12.8 kB
 * (the docs sidebar, `HydrateLater.tsx`) to the end of the document, and an
 * inline script puts it back in place. A static page has nothing to stream,
 * so every boundary stays where it is rendered: the HTML reads complete
 * without scripts, and the browser lays it out once.
 */
export async function renderToHtml(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const output = new PassThrough();
    const {pipe} = renderToPipeableStream(app, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        reject(error);
      },
      onAllReady() {
        pipe(output);
        text(output).then(resolve, reject);
      },
    });
  });
}
