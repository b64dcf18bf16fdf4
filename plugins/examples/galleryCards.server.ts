import data from '@generated/examples/default/gallery.json';

import type {GalleryData} from './gallery';

/* `galleryCards.ts` in the server bundle (see `index.ts`): the cards at once, so the HTML is complete. */

export function loadedGalleryCards(): GalleryData | null {
  return data;
}

export function loadGalleryCards(): Promise<GalleryData> {
  return Promise.resolve(data);
}
