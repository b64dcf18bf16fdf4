import {rewriteLibraryTags} from './platform/libraries/tags';
import {escapeRegExp} from '../../src/lib/escapeRegExp';

/**
 * Turns an example's standalone document (what readers copy) into the
 * preview document of its demo frame: the library's CDN script and CSS
 * become the bundled maplibre runtime and the adapter, the plugins' and
 * common libraries' CDN copies become the runtime's own (with the local web
 * services beside them); the code itself is left exactly as written.
 * Every tag goes onto a line the document already has, so the code keeps
 * its line numbers: errors in the demo frame name the reader's lines. Pure
 * string work: the example editor runs it in the browser.
 */
/**
 * Every preview document: not for search engines, and an empty icon, so the
 * browser does not ask the server's root for a favicon (a 404 in the
 * frame's console).
 */
const PREVIEW_HEAD = '<meta name="robots" content="noindex" /> <link rel="icon" href="data:," />';

export function demoDocument(
  html: string,
  {
    productId,
    assetsUrl,
    withoutMap = false,
  }: {readonly productId: string; readonly assetsUrl: string; readonly withoutMap?: boolean},
): string {
  const script = new RegExp(`<script src="[^"]*/${productId}-gl\\.js"></script>`);
  const stylesheet = new RegExp(`<link href="[^"]*/${productId}-gl\\.css" rel="stylesheet"\\s*/?>`);
  const runtime = '<script src="../maplibre-gl.js"></script> <script src="../adapter.js"></script>';
  let local: string;
  if (withoutMap) {
    // No library to swap: the runtime still answers the page's requests
    // (the plugins' web services), and says when the page is ready.
    local = html.replace(
      /<head>/i,
      `<head> ${PREVIEW_HEAD} <meta name="preview-without-map" /> ${runtime}`,
    );
  } else {
    if (!script.test(html) || !stylesheet.test(html)) {
      throw new Error(
        `the document must load ${productId}-gl.js and ${productId}-gl.css from the CDN`,
      );
    }
    local = html
      .replace(stylesheet, '<link href="../maplibre-gl.css" rel="stylesheet" />')
      .replace(script, runtime)
      .replace(/<head>/i, `<head> ${PREVIEW_HEAD}`);
  }
  // Pages load docs assets with tags too (a script, an image); the adapter
  // only sees the requests the page's code makes.
  const assetAttribute = new RegExp(`(\\s(?:src|href)=["'])${escapeRegExp(assetsUrl)}`, 'g');
  return rewriteLibraryTags(local.replace(assetAttribute, '$1../assets/'), productId);
}
