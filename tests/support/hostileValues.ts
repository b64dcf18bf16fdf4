/**
 * Hostile values for every input the site reads from outside (see "What the
 * site trusts" in CONTRIBUTING.md), used by the unit tests and by
 * tests/e2e/hostile-input.spec.ts. Script in them calls `__xss()`, the
 * counter the browser tests install before a page loads (as the
 * announcement's corpus does), so "nothing ran" is a count of zero.
 */
import {constants, deflateRawSync} from 'node:zlib';

/** Markup that runs script wherever it is taken as HTML. */
export const MARKUP = '<img src=x onerror="__xss()"><script>__xss()</script>';

/** A link that runs script when followed or loaded. */
export const SCRIPT_URL = 'javascript:__xss()';

/** Right-to-left override and zero-width characters around a plain word. */
export const INVISIBLE_TEXT = '\u202Emap\u202C\u200B\u200D\u2066\uFEFFmarker\u200E';

/** A value of `length` characters, markup included, for inputs that show or search it. */
export function longValue(length: number): string {
  return `${MARKUP}${'m'.repeat(Math.max(0, length - MARKUP.length))}`;
}

/** One MiB of spaces, deflated with a full flush so that copies of it can follow each other. */
function spacesBlock(): Buffer {
  return deflateRawSync(Buffer.alloc(1 << 20, 0x20), {finishFlush: constants.Z_FULL_FLUSH});
}

/**
 * Deflate-raw data that inflates to `mebibytes` MiB of spaces, built from
 * copies of one flushed block and a final empty block, so making it costs
 * no more than deflating one MiB.
 */
export function deflateBomb(mebibytes: number): Buffer {
  const block = spacesBlock();
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return Buffer.concat([...Array.from({length: mebibytes}, () => block), finalEmptyBlock]);
}

/** A shared link's `#code=` value holding `data`. */
export function sharedValue(data: Buffer): string {
  return data.toString('base64url');
}

/** Deflated bytes that are not UTF-8 (a lone continuation byte, an overlong form). */
export const NOT_UTF8 = deflateRawSync(Buffer.from([0x3c, 0x70, 0x3e, 0x80, 0xc0, 0xaf, 0xff]));

/**
 * Example code that tries to leave its frame: close the script and the
 * editor's element, then reach the page, its storage and its session.
 */
export const FRAME_BREAKOUT = [
  '</script></textarea></code></pre><img src=x onerror="parent.__xss()">',
  '<script>',
  "  try { parent.document.body.innerHTML = ''; } catch (error) { console.log('parent', error.name); }",
  "  try { top.document.body.innerHTML = ''; } catch (error) { console.log('top', error.name); }",
  "  try { localStorage.setItem('pwned', '1'); } catch (error) { console.log('storage', error.name); }",
  "  try { parent.__xss(); } catch (error) { console.log('call', error.name); }",
  "  try { top.location.href = 'https://evil.example/'; } catch (error) { console.log('navigate', error.name); }",
  '</script>',
].join('\n');

/** A recent or favourite search as DocSearch stores it after a reader opens a result. */
export const SAVED_SEARCH = {
  objectID: 'guides-install',
  url: '/mapbox-gl-js/guides/install/',
  url_without_anchor: '/mapbox-gl-js/guides/install/',
  anchor: null,
  type: 'lvl1',
  content: null,
  hierarchy: {lvl0: 'Guides', lvl1: 'Install', lvl2: null},
  __docsearch_parent: null,
} as const;
