import createDOMPurify, {type Config, type WindowLike} from 'dompurify';

import {isSafeUrl} from './parseAnnouncement';

/**
 * What an announcement message may contain: inline text and links. No
 * images, media, forms, SVG or MathML; no classes, ids or styles, so the
 * message can neither run script nor restyle or escape the bar.
 */
export const ALLOWED_TAGS = ['a', 'b', 'strong', 'em', 'i', 'code', 'span', 'br'];
export const ALLOWED_ATTR = ['href', 'title', 'target', 'rel'];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  FORBID_ATTR: ['style', 'class', 'id', 'name'],
  FORBID_TAGS: ['style', 'svg', 'math', 'form', 'template'],
  // DOMPurify's own URL filter, narrowed to what isSafeUrl accepts; the
  // hook below applies isSafeUrl itself as well.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|\/(?![/\\]))/i,
  KEEP_CONTENT: true,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
  RETURN_TRUSTED_TYPE: false,
};

export type HtmlSanitizer = (html: string) => string;

/**
 * A sanitiser bound to one window (the page's, or jsdom's in unit tests).
 * The hooks live on this DOMPurify instance only. Without a usable DOM
 * (server rendering) DOMPurify would hand back its input unchanged, so
 * this returns an empty string instead: no message rather than raw HTML.
 */
export function createHtmlSanitizer(window: WindowLike): HtmlSanitizer {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) {
    return () => '';
  }
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') {
      return;
    }
    const href = node.getAttribute('href');
    if (href !== null && !isSafeUrl(href.trim())) {
      node.removeAttribute('href');
    }
    // Only a new tab is a meaningful target; named targets could address
    // other windows. Whatever rel the file asked for is replaced.
    if (node.getAttribute('target') !== '_blank') {
      node.removeAttribute('target');
    }
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) => purify.sanitize(html, CONFIG) as string;
}

let browserSanitizer: HtmlSanitizer | null = null;

/** The page's sanitiser; call in the browser only (effects, event handlers). */
export function sanitizeAnnouncementHtml(html: string): string {
  if (typeof window === 'undefined') {
    return '';
  }
  browserSanitizer ??= createHtmlSanitizer(window);
  return browserSanitizer(html);
}
