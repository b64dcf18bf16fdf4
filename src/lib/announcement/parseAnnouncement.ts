/**
 * Turns the remote announcement file (`dynamic-assets/announcement.json`)
 * into a typed config that is safe to render. The file is fetched from a
 * host we do not control, so nothing in it is trusted:
 *
 * - a file of the wrong shape (not an object, `showBanner` not a boolean,
 *   no usable `id`) is an error, and the banner stays hidden;
 * - any other field that is missing, of the wrong type, too long or unsafe
 *   is dropped on its own, and the banner shows without it.
 *
 * Pure apart from what the caller injects (the HTML sanitiser and the colour
 * check), so it runs in unit tests as well as in the browser.
 */

import {
  boundedString,
  isRecord,
  LIMITS,
  parseAnnouncementHeader,
  type Announcement,
  type AnnouncementLink,
  type AnnouncementLogo,
} from './announcementHeader';

export {
  AnnouncementShapeError,
  hasContent,
  LIMITS,
  type Announcement,
  type AnnouncementLink,
  type AnnouncementLinkType,
  type AnnouncementLogo,
} from './announcementHeader';

export interface ParseOptions {
  /** Returns sanitised HTML; an empty string drops the message. */
  sanitizeHtml: (html: string) => string;
  /** Whether a string is a CSS colour (`CSS.supports('color', value)` in the browser). */
  isColor?: (value: string) => boolean;
  /** The product id, accepted as a `logo` value meaning the product logo. */
  productId?: string;
}

const SITE_RELATIVE = /^\/(?![/\\])/;
const HTTP_URL = /^https?:\/\//i;
// Control characters and whitespace are never part of a URL we accept: they
// are how `java\tscript:` and similar tricks get past naive checks.
// eslint-disable-next-line no-control-regex
const URL_FORBIDDEN = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;

/**
 * Whether a URL may be used as a link or image source: absolute http(s), or
 * a path on this site ("/..." but not the protocol-relative "//..."). Any
 * other scheme (javascript:, data:, vbscript:, blob:...) and any relative
 * form a browser could resolve to another scheme is refused.
 */
export function isSafeUrl(value: string): boolean {
  if (value.length === 0 || value.length > LIMITS.url || URL_FORBIDDEN.test(value)) {
    return false;
  }
  if (SITE_RELATIVE.test(value)) {
    return true;
  }
  if (!HTTP_URL.test(value)) {
    return false;
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/*
 * Colours. In the browser the final word is `CSS.supports('color', value)`;
 * before that, and on its own in unit tests, a value must look like one of
 * the colour syntaxes below. Custom properties (`var()`), `url()`, `attr()`,
 * escapes, quotes, `;`, `{`, `}` and `!important` never get through, so a
 * value cannot reach beyond the one `color` declaration it is put in.
 */
const COLOR_CHARACTERS = /^[#a-z0-9(),.%\s/+-]+$/i;
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[-+0-9.%\s,/a-z]*\)$/i;
const NUMBER_TOKEN = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(?:%|deg|rad|grad|turn)?$/i;

const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen transparent currentcolor'
  ).split(' '),
);

function looksLikeColorFunction(value: string): boolean {
  const match = COLOR_FUNCTION.exec(value);
  if (!match) {
    return false;
  }
  const inside = value.slice(value.indexOf('(') + 1, -1);
  const tokens = inside.split(/[\s,/]+/).filter(Boolean);
  return (
    tokens.length >= 3 &&
    tokens.length <= 4 &&
    tokens.every((token) => token === 'none' || NUMBER_TOKEN.test(token))
  );
}

/** The syntax check on its own: hex, named colours and colour functions. */
export function looksLikeColor(value: string): boolean {
  const color = value.trim();
  if (color.length === 0 || color.length > LIMITS.textColor || !COLOR_CHARACTERS.test(color)) {
    return false;
  }
  return (
    HEX_COLOR.test(color) || NAMED_COLORS.has(color.toLowerCase()) || looksLikeColorFunction(color)
  );
}

/** The browser's check on top of the syntax check, when CSS.supports exists. */
export function isCssColor(value: string): boolean {
  if (!looksLikeColor(value)) {
    return false;
  }
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') {
    return CSS.supports('color', value.trim());
  }
  return true;
}

function parseLink(value: unknown): AnnouncementLink | undefined {
  if (!isRecord(value)) {
    return undefined;
  }
  const url = boundedString(value.url, LIMITS.url);
  const text = boundedString(value.text, LIMITS.linkText);
  return url && text && isSafeUrl(url) ? {url, text} : undefined;
}

function parseLogo(value: unknown, productId: string | undefined): AnnouncementLogo | undefined {
  if (typeof value !== 'string') {
    return undefined;
  }
  const logo = value.trim().toLowerCase();
  if (logo === 'build') {
    return 'build';
  }
  return logo === 'product' || (productId && logo === productId.toLowerCase())
    ? 'product'
    : undefined;
}

/**
 * Parses the JSON the server sent. Throws `AnnouncementShapeError` when the
 * file as a whole is unusable; drops bad fields one by one otherwise.
 */
export function parseAnnouncement(data: unknown, options: ParseOptions): Announcement {
  const header = parseAnnouncementHeader(data);
  if (!header.showBanner) {
    return header;
  }
  const fields = data as Record<string, unknown>;
  const {id} = header;

  const imageUrl = boundedString(fields.imageUrl, LIMITS.url);
  const rawHtml =
    typeof fields.textHTML === 'string' && fields.textHTML.length <= LIMITS.textHTML
      ? fields.textHTML
      : undefined;
  const textHTML = rawHtml === undefined ? undefined : options.sanitizeHtml(rawHtml).trim();
  const textColor = boundedString(fields.textColor, LIMITS.textColor);
  const isColor = options.isColor ?? looksLikeColor;
  const logo = parseLogo(fields.logo, options.productId);
  const link = parseLink(fields.link);

  return {
    showBanner: true,
    id,
    ...(imageUrl && isSafeUrl(imageUrl) ? {imageUrl} : {}),
    ...(textHTML ? {textHTML} : {}),
    ...(textColor && looksLikeColor(textColor) && isColor(textColor) ? {textColor} : {}),
    ...(logo ? {logo} : {}),
    linkType: fields.linkType === 'button' ? 'button' : 'text',
    ...(link ? {link} : {}),
  };
}
