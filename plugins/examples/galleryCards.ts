import type {GalleryData} from './gallery';

/*
 * The gallery's cards (`@generated/examples/default/gallery.json`), loaded
 * when the /example/ page needs them in the browser: when a reader filters
 * (until then the cards are the server's HTML), or at once on a page the
 * browser renders itself (a client-side navigation, the dev server). The
 * server bundle gets `galleryCards.server.ts`, which has them at once.
 */

let request: Promise<GalleryData> | null = null;
let loaded: GalleryData | null = null;

/** The cards, if they have loaded. */
export function loadedGalleryCards(): GalleryData | null {
  return loaded;
}

/** Loads the cards once; a failed load may be tried again. */
export function loadGalleryCards(): Promise<GalleryData> {
  if (!request) {
    request = import(
      /* webpackChunkName: "gallery-cards" */ '@generated/examples/default/gallery.json'
    ).then(({default: data}) => (loaded = data));
    request.catch(() => {
      request = null;
    });
  }
  return request;
}
